// bf16 arithmetic: elementwise add/mul/max in bf16, a bf16 linalg.matmul
// producing bf16 (IREE accumulates as it chooses), conversions bf16 <-> f32
// and a bf16 sum reduction accumulated in f32.
func.func @main(%a: tensor<3x4xbf16>, %b: tensor<4x2xbf16>) -> (tensor<3x4xbf16>, tensor<3x2xbf16>, tensor<3xf32>) {
  %s = arith.addf %a, %a : tensor<3x4xbf16>
  %m = arith.mulf %s, %a : tensor<3x4xbf16>
  %mx = arith.maximumf %m, %a : tensor<3x4xbf16>
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<3x2xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<3x2xbf16>) -> tensor<3x2xbf16>
  %mm = linalg.matmul ins(%a, %b : tensor<3x4xbf16>, tensor<4x2xbf16>) outs(%f : tensor<3x2xbf16>) -> tensor<3x2xbf16>
  %af = arith.extf %a : tensor<3x4xbf16> to tensor<3x4xf32>
  %zf = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %f3 = linalg.fill ins(%zf : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%af : tensor<3x4xf32>) outs(%f3 : tensor<3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
    }
  return %mx, %mm, %sum : tensor<3x4xbf16>, tensor<3x2xbf16>, tensor<3xf32>
}
