
// CHECK-LABEL: @parameterWrite
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func public @parameterWrite(%source: !stream.resource<transient>, %scope: !util.buffer, %key: !util.buffer) -> !stream.resource<transient> {
  %c0_i64 = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  // CHECK: stream.cmd.parameter.write
  // CHECK-SAME: %[[SOURCE]]
  // CHECK-SAME: -> %[[SCOPE]]::%[[KEY]]
  %result, %result_tp = stream.async.parameter.write
      %source[%c0 to %c1024 for %c1024] -> %scope::%key[%c0_i64]
      : !stream.resource<transient>{%c1024} => !stream.timepoint
  %awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<transient>{%c1024}
  util.return %awaited : !stream.resource<transient>
}

