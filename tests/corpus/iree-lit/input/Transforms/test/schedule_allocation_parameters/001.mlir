// RUN: iree-opt --split-input-file --iree-stream-schedule-allocation %s | FileCheck %s

// Tests that async parameter ops are converted to cmd parameter ops with
// dynamic (!util.buffer) scope and key operands.

// CHECK-LABEL: @parameterLoad
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func public @parameterLoad(%scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  %c0_i64 = arith.constant 0 : i64
  %c1024 = arith.constant 1024 : index
  // CHECK: %[[RESULTS:.+]], %[[RESULT_TP:.+]] = stream.cmd.parameter.load
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY]]
  // CHECK-SAME:       : !stream.resource<constant>
  // CHECK-NEXT: } =>
  %result, %result_tp = stream.async.parameter.load %scope::%key[%c0_i64]
      : !stream.resource<constant>{%c1024} => !stream.timepoint
  %awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<constant>{%c1024}
  util.return %awaited : !stream.resource<constant>
}

