
// Tests that await folding works across call boundaries.

// CHECK-LABEL: util.func private @awaitFoldAcrossCallBoundary_callee
util.func private @awaitFoldAcrossCallBoundary_callee(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Callee uses the value in a timeline op.
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op
  // CHECK-SAME: with(%arg0)
  %result, %result_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

// CHECK-LABEL: @awaitFoldAcrossCallBoundary
util.func public @awaitFoldAcrossCallBoundary(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await in caller.
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Pass awaited value to callee.
  // walkTransitiveUses should follow call and find timeline op in callee.
  %result = util.call @awaitFoldAcrossCallBoundary_callee(%awaited) : (!stream.resource<external>) -> !stream.resource<external>

  util.return %result : !stream.resource<external>
}

