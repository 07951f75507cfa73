
// CHECK-LABEL: @ElideImmediateAsyncParameterScatterWait
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<transient>, %[[SOURCE_SIZE:.+]]: index, %[[SCOPE:.+]]: !util.buffer, %[[KEY0:.+]]: !util.buffer, %[[KEY1:.+]]: !util.buffer)
util.func private @ElideImmediateAsyncParameterScatterWait(%source: !stream.resource<transient>, %source_size: index, %scope: !util.buffer, %key0: !util.buffer, %key1: !util.buffer) -> (!stream.resource<transient>, !stream.timepoint) {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %c0_index = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c200 = arith.constant 200 : index
  // CHECK-NOT: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: await
  // CHECK: stream.async.parameter.scatter {
  %result, %result_ready = stream.async.parameter.scatter await(%imm) {
    %source[%c0_index to %c100 for %c100] : !stream.resource<transient>{%source_size} -> %scope::%key0[%c0],
    %source[%c100 to %c200 for %c100] : !stream.resource<transient>{%source_size} -> %scope::%key1[%c10]
  } : !stream.resource<transient> => !stream.timepoint
  util.return %result, %result_ready : !stream.resource<transient>, !stream.timepoint
}

