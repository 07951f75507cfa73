// RUN: iree-opt --split-input-file --pass-pipeline="builtin.module(iree-stream-elide-timepoints)" %s | FileCheck %s

// Tests proactive await folding: absorbing awaits into timeline ops that don't
// already have them, and reactive cleanup: eliminating redundant awaits when
// timeline ops already cover them.

// Tests that await is absorbed into stream.test.timeline_op when it has no await
// clause.

// CHECK-LABEL: @awaitFoldIntoAsyncExecute
util.func public @awaitFoldIntoAsyncExecute(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated.
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // Execute should absorb the await.
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await(%[[TP]]) => with(%[[CLONE]])
  %result, %result_tp = stream.test.timeline_op with(%awaited) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

