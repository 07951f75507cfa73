// linalg.softmax along the last and the first dimension of a 3x5 input, and
// a log-sum-exp written with linalg.reduce / math.log.
func.func @main(%x: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<3x5xf32>
  %s1 = linalg.softmax dimension(1) ins(%x : tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %s0 = linalg.softmax dimension(0) ins(%x : tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %ex = math.exp %x : tensor<3x5xf32>
  %z = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%ex : tensor<3x5xf32>) outs(%f3 : tensor<3xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %lse = math.log %sum : tensor<3xf32>
  return %s1, %s0, %lse : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xf32>
}
