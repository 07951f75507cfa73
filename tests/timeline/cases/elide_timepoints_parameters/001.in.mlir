// RUN: iree-opt --split-input-file --pass-pipeline="builtin.module(iree-stream-elide-timepoints)" %s | FileCheck %s

// Tests that timepoint elision works correctly with parameter load/write ops,
// which are timeline ops that produce and consume timepoints. These tests
// exercise the interaction between parameter ops and the await folding and
// cleanup passes.

// Tests that an await of a parameter load timepoint is absorbed into a
// consuming timeline op.

// CHECK-LABEL: @parameterLoadAwaitFoldsIntoConsumer
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func public @parameterLoadAwaitFoldsIntoConsumer(%scope: !util.buffer, %key: !util.buffer) -> !stream.resource<external> {
  %c0_i64 = arith.constant 0 : i64
  %c1024 = arith.constant 1024 : index

  // Load from parameter (produces resource + timepoint).
  // CHECK: %[[LOADED:.+]], %[[LOAD_TP:.+]] = stream.async.parameter.load
  %loaded, %load_tp = stream.async.parameter.load %scope::%key[%c0_i64]
      : !stream.resource<constant>{%c1024} => !stream.timepoint

  // Await should be eliminated.
  // CHECK-NOT: stream.timepoint.await
  %awaited = stream.timepoint.await %load_tp => %loaded
      : !stream.resource<constant>{%c1024}

  // Consumer should absorb the load's timepoint.
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op await(%[[LOAD_TP]]) => with(%[[LOADED]])
  %result, %result_tp = stream.test.timeline_op with(%awaited)
      : (!stream.resource<constant>{%c1024})
      -> !stream.resource<external>{%c1024}
      => !stream.timepoint
  %result_awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<external>{%c1024}
  util.return %result_awaited : !stream.resource<external>
}

