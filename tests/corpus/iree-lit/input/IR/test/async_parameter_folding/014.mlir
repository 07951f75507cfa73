
// CHECK-LABEL: @ElideImmediateAsyncParameterLoadWait
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @ElideImmediateAsyncParameterLoadWait(%scope: !util.buffer, %key: !util.buffer) -> (!stream.resource<constant>, !stream.timepoint) {
  %c0 = arith.constant 0 : i64
  %c100 = arith.constant 100 : index
  // CHECK-NOT: stream.timepoint.immediate
  %imm = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: await
  // CHECK: stream.async.parameter.load %[[SCOPE]]::%[[KEY]]
  %result, %result_ready = stream.async.parameter.load await(%imm) %scope::%key[%c0] : !stream.resource<constant>{%c100} => !stream.timepoint
  util.return %result, %result_ready : !stream.resource<constant>, !stream.timepoint
}

