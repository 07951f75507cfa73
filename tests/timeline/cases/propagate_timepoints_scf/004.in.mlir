
// Tests that scf.while correctly handles bidirectional timepoint flow.

// CHECK-LABEL: @scf_while_bidirectional
// CHECK-SAME: %[[ARG:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @scf_while_bidirectional(%arg: !stream.resource<external>, %limit: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index

  // Initial work.
  // CHECK: %[[WHILE_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op await(%[[WHILE_IMM]]) => with(%[[ARG]])
  %init, %init_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

  // CHECK: stream.timepoint.await %[[INIT_TP]] => %[[INIT]]
  %init_ready = stream.timepoint.await %init_tp => %init : !stream.resource<external>{%c128}

  // While loop: condition needs to await body's timepoint.
  // CHECK: %[[WHILE_RESULT:.+]]:3 = scf.while (%[[BEFORE_ITER:.+]] = %[[INIT]], %[[BEFORE_TP:.+]] = %[[INIT_TP]], %[[BEFORE_COUNT:.+]] =
  // CHECK-SAME: : (!stream.resource<external>, !stream.timepoint, index) -> (!stream.resource<external>, !stream.timepoint, index)
  %result:2 = scf.while (%iter = %init_ready, %count = %c0) : (!stream.resource<external>, index) -> (!stream.resource<external>, index) {
    // Condition: check if should continue.
    // CHECK: %[[COND:.+]] = arith.cmpi slt, %[[BEFORE_COUNT]], %{{.+}}
    %cond = arith.cmpi slt, %count, %limit : index
    // CHECK: scf.condition(%[[COND]]) %[[BEFORE_ITER]], %[[BEFORE_TP]], %[[BEFORE_COUNT]] : !stream.resource<external>, !stream.timepoint, index
    scf.condition(%cond) %iter, %count : !stream.resource<external>, index
  } do {
  // CHECK: ^bb0(%[[BODY_ITER:.+]]: !stream.resource<external>, %[[BODY_TP:.+]]: !stream.timepoint, %[[BODY_COUNT:.+]]: index):
  ^bb0(%body_iter: !stream.resource<external>, %body_count: index):
    // Body: produce next iteration's work.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[BODY_TP]]) => with(%[[BODY_ITER]])
    %next, %next_tp = stream.test.timeline_op with(%body_iter) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c128}
    // CHECK: %[[NEXT_COUNT:.+]] = arith.addi %[[BODY_COUNT]], %{{.+}}
    %next_count = arith.addi %body_count, %c1 : index

    // CHECK: scf.yield %[[NEXT]], %[[NEXT_TP]], %[[NEXT_COUNT]] : !stream.resource<external>, !stream.timepoint, index
    scf.yield %next_ready, %next_count : !stream.resource<external>, index
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[WHILE_RESULT]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[WHILE_RESULT]]#1 => %[[WHILE_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result#0 : !stream.resource<external>
}

