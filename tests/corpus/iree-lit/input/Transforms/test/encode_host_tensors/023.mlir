
// CHECK-LABEL: @denseTensorDispatch
// CHECK-SAME: (%[[RESOURCE0:.+]]: !stream.resource<transient>, %[[RESOURCE0_SIZE:[a-z0-9]+]]: index, %[[TENSOR0_DIM:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[RESOURCE1:.+]]: !stream.resource<external>, %[[RESOURCE1_SIZE:[a-z0-9]+]]: index, %[[TENSOR1_DIM:[a-z0-9]+]]: index)
util.func public @denseTensorDispatch(
    %resource0: !stream.resource<transient>, %resource0_size: index, %tensor0_dim: index,
    %resource1: !stream.resource<external>, %resource1_size: index, %tensor1_dim: index) -> (!stream.resource<external>, !stream.resource<external>) {
  // CHECK: %[[ZERO:.+]] = arith.constant 0
  // CHECK: %[[RESULTS:.+]]:2 = stream.async.dispatch @ex::@entry
  // CHECK-SAME: (%[[RESOURCE0]][%[[ZERO]] to %[[RESOURCE0_SIZE]] for %[[RESOURCE0_SIZE]]],
  // CHECK-SAME:  %[[RESOURCE1]][%[[ZERO]] to %[[RESOURCE1_SIZE]] for %[[RESOURCE1_SIZE]]])
  // CHECK-SAME: (!stream.resource<transient>{%[[RESOURCE0_SIZE]]}, !stream.resource<external>{%[[RESOURCE1_SIZE]]}) ->
  // CHECK-SAME: (!stream.resource<external>{%[[RESOURCE1_SIZE]]}, %[[RESOURCE1]]{%[[RESOURCE1_SIZE]]})
  %results:2 = stream.tensor.dispatch @ex::@entry(%resource0, %resource1) : (tensor<4x?xf32>{%tensor0_dim} in !stream.resource<transient>{%resource0_size}, tensor<?xi32>{%tensor1_dim} in !stream.resource<external>{%resource1_size}) -> (tensor<4x?xf32>{%tensor0_dim} in !stream.resource<external>{%resource1_size}, tensor<?xi32>{%tensor1_dim} in %resource1{%resource1_size})
  // CHECK: util.return %[[RESULTS]]#0, %[[RESULTS]]#1
  util.return %results#0, %results#1 : !stream.resource<external>, !stream.resource<external>
}
