
// CHECK-LABEL: @FoldAsyncParameterLoadResultSubviewMultipleAwaits
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterLoadResultSubviewMultipleAwaits(%scope: !util.buffer, %key: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>) {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 0 : i64
  %c0_i64 = arith.constant 0 : i64
  // CHECK-DAG: %[[SIZE:.+]] = arith.constant 100 : index
  %c100 = arith.constant 100 : index
  // CHECK-DAG: %[[SUBVIEW_SIZE:.+]] = arith.constant 50 : index
  %c50 = arith.constant 50 : index
  // CHECK-DAG: %[[SUBVIEW_OFFSET:.+]] = arith.constant 10 : index
  %c10 = arith.constant 10 : index
  // Load result awaited once, but await result has multiple different uses.
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]}
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SIZE]]}
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%c100}
  // Subview should NOT fold because awaited result has multiple uses (direct return + subview).
  // CHECK: %[[SUBVIEW:.+]] = stream.resource.subview %[[AWAITED]][%[[SUBVIEW_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  %subview = stream.resource.subview %awaited[%c10] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
  // CHECK: util.return %[[AWAITED]], %[[SUBVIEW]]
  util.return %awaited, %subview : !stream.resource<constant>, !stream.resource<constant>
}

