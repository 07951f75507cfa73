// Named linalg ops beyond matmul: linalg.elementwise with unary and binary
// kinds (LLVM 24 spells it `linalg.elementwise <add> ins(...)`, no `kind=`),
// linalg.map with a region, linalg.copy, and linalg.matmul with explicit
// indexing_maps that read B transposed (A * B^T).
func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x3xf32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %sum = linalg.elementwise <add> ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %ex = linalg.elementwise <exp> ins(%a : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %mp = linalg.map ins(%sum, %ex : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %m = arith.mulf %x, %y : f32
      %n = arith.negf %m : f32
      linalg.yield %n : f32
    }
  %cp = linalg.copy ins(%b : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %z = arith.constant 0.0 : f32
  %e33 = tensor.empty() : tensor<3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %abt = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%f : tensor<3x3xf32>) -> tensor<3x3xf32>
  return %sum, %mp, %cp, %abt : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x3xf32>
}
