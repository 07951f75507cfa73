
// CHECK-LABEL: @ElideImmediateAsyncParameterWriteWait
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SOURCE_SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @ElideImmediateAsyncParameterWriteWait(%source: !stream.resource<transient>, %source_size: index, %scope: !util.buffer, %key: !util.buffer) -> (!stream.resource<transient>, !stream.timepoint) {
  %c0 = arith.constant 0 : i64
  %c0_index = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  // CHECK-NOT: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: await
  // CHECK: stream.async.parameter.write
  %result, %result_ready = stream.async.parameter.write await(%imm) %source[%c0_index to %c100 for %c100] -> %scope::%key[%c0] : !stream.resource<transient>{%source_size} => !stream.timepoint
  util.return %result, %result_ready : !stream.resource<transient>, !stream.timepoint
}

