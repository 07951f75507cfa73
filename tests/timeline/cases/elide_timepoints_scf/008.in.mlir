
// Tests that scf.index_switch with multiple cases where different cases use the
// async value. Should sink into each case that uses it.

// CHECK-LABEL: @scfIndexSwitchMultipleCases
util.func public @scfIndexSwitchMultipleCases(%selector: index, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %{{.+}}, %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (sunk into specific cases).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // scf.index_switch: case 0 and 2 use clone, case 1 and default don't.
  // CHECK: scf.index_switch
  %result = scf.index_switch %selector -> !stream.resource<external>
  case 0 {
    // Case 0: uses clone via execute with await.
    // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op await(%[[TP]]) =>
      %r0, %tp0 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
    scf.yield %r0_ready : !stream.resource<external>
  }
  case 1 {
    // Case 1: independent computation, doesn't use clone.
    // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.test.timeline_op
    %r1, %tp1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %r1_ready = stream.timepoint.await %tp1 => %r1 : !stream.resource<external>{%c4}
    scf.yield %r1_ready : !stream.resource<external>
  }
  case 2 {
    // Case 2: uses clone via execute with await.
    // CHECK: %[[R2:.+]], %[[TP2:.+]] = stream.test.timeline_op await(%[[TP]]) =>
      %r2, %tp2 = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %r2_ready = stream.timepoint.await %tp2 => %r2 : !stream.resource<external>{%c4}
    scf.yield %r2_ready : !stream.resource<external>
  }
  default {
    // Default: independent computation.
    // CHECK: %[[R_DEFAULT:.+]], %[[TP_DEFAULT:.+]] = stream.test.timeline_op
    %r_default, %tp_default = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    // CHECK: stream.timepoint.await %[[TP_DEFAULT]] => %[[R_DEFAULT]]
    %r_default_ready = stream.timepoint.await %tp_default => %r_default : !stream.resource<external>{%c4}
    scf.yield %r_default_ready : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

