
// Tests that non-timeline-aware ops still get normal awaits.

util.func private @normal_func(!stream.resource<external>) -> !stream.resource<external>

// CHECK-LABEL: @nonTimelineAwareCall
util.func public @nonTimelineAwareCall(%resource: !stream.resource<external>) -> !stream.resource<external> {
  %c16384 = arith.constant 16384 : index

  // Async work.
  // CHECK: %[[RESULT:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  %result, %timepoint = stream.async.execute with(%resource as %arg0: !stream.resource<external>{%c16384}) -> !stream.resource<external>{%c16384} {
    %clone = stream.async.clone %arg0 : !stream.resource<external>{%c16384} -> !stream.resource<external>{%c16384}
    stream.yield %clone : !stream.resource<external>{%c16384}
  } => !stream.timepoint

  // Normal call without timeline awareness - SHOULD have await.
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[TIMEPOINT]] => %[[RESULT]]
  %awaited = stream.timepoint.await %timepoint => %result : !stream.resource<external>{%c16384}

  // CHECK: util.call @normal_func(%[[AWAITED]])
  %called = util.call @normal_func(%awaited) : (!stream.resource<external>) -> !stream.resource<external>

  util.return %called : !stream.resource<external>
}
