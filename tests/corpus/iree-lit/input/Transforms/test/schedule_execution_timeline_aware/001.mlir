// RUN: iree-opt --split-input-file --pass-pipeline="builtin.module(util.func(iree-stream-schedule-execution))" %s | FileCheck %s

// Tests that timeline-aware ops don't get immediate awaits.
// The TimelineAwareOpInterface allows ops to participate in timeline scheduling.

// CHECK-LABEL: @timelineAwareCall
util.func public @timelineAwareCall(%resource: !stream.resource<external>, %signal_fence: !stream.test.fence) -> !stream.resource<external> {
  %c16384 = arith.constant 16384 : index

  // Create async execution that produces a timepoint.
  // CHECK: %[[RESULT:.+]], %[[TIMEPOINT:.+]] = stream.async.execute
  %result, %timepoint = stream.async.execute with(%resource as %arg0: !stream.resource<external>{%c16384}) -> !stream.resource<external>{%c16384} {
    %clone = stream.async.clone %arg0 : !stream.resource<external>{%c16384} -> !stream.resource<external>{%c16384}
    stream.yield %clone : !stream.resource<external>{%c16384}
  } => !stream.timepoint

  // Export timepoint to fence for timeline-aware op.
  // CHECK-NOT: stream.timepoint.await %[[TIMEPOINT]]
  // CHECK: %[[WAIT_FENCE:.+]] = stream.timepoint.export %[[TIMEPOINT]]
  %wait_fence = stream.timepoint.export %timepoint => (!stream.test.fence)

  // Call timeline-aware op - should NOT have await before it.
  // CHECK: stream.test.timeline_aware(%[[RESULT]]) waits(%[[WAIT_FENCE]]) signals(%{{.+}})
  %computed = stream.test.timeline_aware(%result) waits(%wait_fence) signals(%signal_fence) : (!stream.resource<external>) -> !stream.resource<external>

  // Import signal fence back to timepoint.
  // CHECK: %[[IMPORTED_TP:.+]] = stream.timepoint.import
  %imported_tp = stream.timepoint.import %signal_fence : (!stream.test.fence) => !stream.timepoint

  // Subsequent async.execute should await imported timepoint.
  // CHECK: %[[FINAL:.+]], %{{.+}} = stream.async.execute await(%[[IMPORTED_TP]])
  %awaited = stream.timepoint.await %imported_tp => %computed : !stream.resource<external>{%c16384}
  %final, %final_tp = stream.async.execute with(%awaited as %arg0: !stream.resource<external>{%c16384}) -> !stream.resource<external>{%c16384} {
    %clone = stream.async.clone %arg0 : !stream.resource<external>{%c16384} -> !stream.resource<external>{%c16384}
    stream.yield %clone : !stream.resource<external>{%c16384}
  } => !stream.timepoint

  // CHECK: util.return %[[FINAL]]
  util.return %final : !stream.resource<external>
}

