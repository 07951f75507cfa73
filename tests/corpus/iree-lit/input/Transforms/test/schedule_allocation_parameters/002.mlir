
// CHECK-LABEL: @parameterLoadNoScope
// CHECK-SAME: (%[[KEY:.+]]: !util.buffer)
util.func public @parameterLoadNoScope(%key: !util.buffer) -> !stream.resource<constant> {
  %c0_i64 = arith.constant 0 : i64
  %c512 = arith.constant 512 : index
  // CHECK: %[[RESULTS:.+]], %[[RESULT_TP:.+]] = stream.cmd.parameter.load
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[KEY]]
  // CHECK-NOT:    ::
  // CHECK-SAME:       : !stream.resource<constant>
  // CHECK-NEXT: } =>
  %result, %result_tp = stream.async.parameter.load %key[%c0_i64]
      : !stream.resource<constant>{%c512} => !stream.timepoint
  %awaited = stream.timepoint.await %result_tp => %result
      : !stream.resource<constant>{%c512}
  util.return %awaited : !stream.resource<constant>
}

