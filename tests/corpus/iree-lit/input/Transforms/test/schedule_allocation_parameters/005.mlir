
// CHECK-LABEL: @parameterWriteNoScope
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[KEY:.+]]: !util.buffer)
util.func public @parameterWriteNoScope(%source: !stream.resource<transient>, %key: !util.buffer) -> !stream.resource<transient> {
  %c0_i64 = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  // CHECK: stream.cmd.parameter.write
  // CHECK-SAME: %[[SOURCE]]
  // CHECK-SAME: -> %[[KEY]]
  // CHECK-NOT:  ::
  %result, %result_tp = stream.async.parameter.write
      %source[%c0 to %c256 for %c256] -> %key[%c0_i64]
      : !stream.resource<transient>{%c256} => !stream.timepoint
  %awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<transient>{%c256}
  util.return %awaited : !stream.resource<transient>
}

