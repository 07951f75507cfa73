
// CHECK-LABEL: @send_recv
// CHECK-SAME: index, %[[SEND:.+]]: index, %[[RECV:.+]]: index)
util.func public @send_recv(%channel: !flow.channel, %arg0: tensor<1024xf32>, %send: index, %recv: index) -> tensor<1024xf32> {
  // CHECK: stream.tensor.empty : tensor<1024xf32>
  // CHECK-DAG: %[[CST_LO_MASK:.+]] = arith.constant 65535 : i32
  // CHECK-DAG: %[[CST_SHIFT16:.+]] = arith.constant 16 : i32
  // CHECK-DAG: %[[SEND_I32:.+]]  = arith.index_cast %[[SEND]] : index to i32
  // CHECK-DAG: %[[RECV_I32:.+]]  = arith.index_cast %[[RECV]] : index to i32
  // CHECK-DAG: %[[LO:.+]] = arith.andi %[[SEND_I32]], %[[CST_LO_MASK]] : i32
  // CHECK-DAG: %[[HI:.+]] = arith.shli %[[RECV_I32]], %[[CST_SHIFT16]] : i32
  // CHECK-DAG: %[[PARAM:.+]] = arith.ori %[[HI]], %[[LO]] : i32
  // CHECK: stream.async.collective<send_recv : f32>
  // CHECK-SAME: source_target_pair(%[[PARAM]])
  %0 = flow.tensor.empty : tensor<1024xf32>
  %1 = flow.collective.send_recv f32, %0, %arg0, %channel, %send, %recv : (tensor<1024xf32>, tensor<1024xf32>, !flow.channel, index, index) -> tensor<1024xf32>
  util.return %1 : tensor<1024xf32>
}
