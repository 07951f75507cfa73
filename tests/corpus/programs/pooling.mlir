// Pooling: 2x2 max pooling stride 2 (NHWC), 3x3 sum pooling stride 1 turned
// into an average, and a global average pool written as linalg.reduce.
// Input 1x4x4x3.
func.func @main(%x: tensor<1x4x4x3xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>, tensor<1x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %k2 = tensor.empty() : tensor<2x2xf32>
  %e0 = tensor.empty() : tensor<1x2x2x3xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k2 : tensor<1x4x4x3xf32>, tensor<2x2xf32>) outs(%f0 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %k3 = tensor.empty() : tensor<3x3xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k3 : tensor<1x4x4x3xf32>, tensor<3x3xf32>) outs(%f1 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %ninth = arith.constant dense<0.111111112> : tensor<1x2x2x3xf32>
  %avg = arith.mulf %sum, %ninth : tensor<1x2x2x3xf32>
  %eg = tensor.empty() : tensor<1x3xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<1x3xf32>) -> tensor<1x3xf32>
  %gs = linalg.reduce ins(%x : tensor<1x4x4x3xf32>) outs(%fg : tensor<1x3xf32>) dimensions = [1, 2]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %sixteenth = arith.constant dense<0.0625> : tensor<1x3xf32>
  %gap = arith.mulf %gs, %sixteenth : tensor<1x3xf32>
  return %max, %avg, %gap : tensor<1x2x2x3xf32>, tensor<1x2x2x3xf32>, tensor<1x3xf32>
}
