
// CHECK-LABEL: @FoldAsyncParameterLoadResultSubviewMultipleSubviews
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @FoldAsyncParameterLoadResultSubviewMultipleSubviews(%scope: !util.buffer, %key: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>) {
  // CHECK-DAG: %[[PARAM_OFFSET:.+]] = arith.constant 0 : i64
  %c0_i64 = arith.constant 0 : i64
  // CHECK-DAG: %[[SIZE:.+]] = arith.constant 100 : index
  %c100 = arith.constant 100 : index
  // CHECK-DAG: %[[SUBVIEW1_SIZE:.+]] = arith.constant 50 : index
  %c50 = arith.constant 50 : index
  // CHECK-DAG: %[[SUBVIEW2_SIZE:.+]] = arith.constant 40 : index
  %c40 = arith.constant 40 : index
  // CHECK-DAG: %[[SUBVIEW1_OFFSET:.+]] = arith.constant 10 : index
  %c10 = arith.constant 10 : index
  // CHECK-DAG: %[[SUBVIEW2_OFFSET:.+]] = arith.constant 20 : index
  %c20 = arith.constant 20 : index
  // Load result awaited once, but await result used by multiple different subviews.
  // CHECK: %[[LOADED:.+]], %[[LOADED_READY:.+]] = stream.async.parameter.load %[[SCOPE]]::%[[KEY]][%[[PARAM_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]}
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
  // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[LOADED_READY]] => %[[LOADED]] : !stream.resource<constant>{%[[SIZE]]}
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%c100}
  // Both subviews should NOT fold because awaited result has multiple uses.
  // CHECK: %[[SUBVIEW1:.+]] = stream.resource.subview %[[AWAITED]][%[[SUBVIEW1_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW1_SIZE]]}
  %subview1 = stream.resource.subview %awaited[%c10] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
  // CHECK: %[[SUBVIEW2:.+]] = stream.resource.subview %[[AWAITED]][%[[SUBVIEW2_OFFSET]]] : !stream.resource<constant>{%[[SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW2_SIZE]]}
  %subview2 = stream.resource.subview %awaited[%c20] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c40}
  // CHECK: util.return %[[SUBVIEW1]], %[[SUBVIEW2]]
  util.return %subview1, %subview2 : !stream.resource<constant>, !stream.resource<constant>
}

