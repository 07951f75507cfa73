
// CHECK-LABEL: @parameterGather
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func public @parameterGather(%target: !stream.resource<transient>, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> !stream.resource<transient> {
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c2048 = arith.constant 2048 : index
  // CHECK: stream.cmd.parameter.gather
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY0]]
  // CHECK-SAME:   -> %[[TARGET]]
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY1]]
  // CHECK-SAME:   -> %[[TARGET]]
  // CHECK-NEXT: } =>
  %result, %result_tp = stream.async.parameter.gather {
    %scope::%key0[%c0_i64] -> %target[%c0 to %c512 for %c512] : !stream.resource<transient>{%c2048},
    %scope::%key1[%c1_i64] -> %target[%c512 to %c1024 for %c512] : !stream.resource<transient>{%c2048}
  } : !stream.resource<transient> => !stream.timepoint
  %awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<transient>{%c2048}
  util.return %awaited : !stream.resource<transient>
}

