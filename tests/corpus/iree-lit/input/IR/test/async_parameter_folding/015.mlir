
// CHECK-LABEL: @ElideImmediateAsyncParameterReadWait
// CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<transient>, %[[TARGET_SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @ElideImmediateAsyncParameterReadWait(%target: !stream.resource<transient>, %target_size: index, %scope: !util.buffer, %key: !util.buffer) -> (!stream.resource<transient>, !stream.timepoint) {
  %c0 = arith.constant 0 : i64
  %c0_index = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  // CHECK-NOT: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: await
  // CHECK: stream.async.parameter.read %[[SCOPE]]::%[[KEY]]
  %result, %result_ready = stream.async.parameter.read await(%imm) %scope::%key[%c0] -> %target[%c0_index to %c100 for %c100] : !stream.resource<transient>{%target_size} => !stream.timepoint
  util.return %result, %result_ready : !stream.resource<transient>, !stream.timepoint
}

