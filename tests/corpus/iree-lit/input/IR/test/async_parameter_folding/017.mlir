
// CHECK-LABEL: @ElideImmediateAsyncParameterGatherWait
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[TARGET_SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @ElideImmediateAsyncParameterGatherWait(%target: !stream.resource<transient>, %target_size: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> (!stream.resource<transient>, !stream.timepoint) {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %c0_index = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c200 = arith.constant 200 : index
  // CHECK-NOT: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: await
  // CHECK: stream.async.parameter.gather {
  %result, %result_ready = stream.async.parameter.gather await(%imm) {
    %scope::%key0[%c0] -> %target[%c0_index to %c100 for %c100] : !stream.resource<transient>{%target_size},
    %scope::%key1[%c10] -> %target[%c100 to %c200 for %c100] : !stream.resource<transient>{%target_size}
  } : !stream.resource<transient> => !stream.timepoint
  util.return %result, %result_ready : !stream.resource<transient>, !stream.timepoint
}

