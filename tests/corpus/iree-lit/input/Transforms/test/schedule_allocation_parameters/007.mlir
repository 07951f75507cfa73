
// CHECK-LABEL: @parameterScatter
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func public @parameterScatter(%source: !stream.resource<transient>, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<transient> {
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c2048 = arith.constant 2048 : index
  // CHECK: stream.cmd.parameter.scatter
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[SOURCE]]
  // CHECK-SAME:   -> %[[SCOPE]]::%[[KEY0]]
  // CHECK-NEXT:   %[[SOURCE]]
  // CHECK-SAME:   -> %[[SCOPE]]::%[[KEY1]]
  // CHECK-NEXT: } =>
  %result, %result_tp = stream.async.parameter.scatter {
    %source[%c0 to %c512 for %c512] : !stream.resource<transient>{%c2048} -> %scope::%key0[%c0_i64],
    %source[%c512 to %c1024 for %c512] : !stream.resource<transient>{%c2048} -> %scope::%key1[%c1_i64]
  } : !stream.resource<transient> => !stream.timepoint
  %awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<transient>{%c2048}
  util.return %awaited : !stream.resource<transient>
}
