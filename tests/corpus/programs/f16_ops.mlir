// f16 arithmetic: elementwise ops in f16, an f16 matmul accumulating in f32
// (extf inside a linalg.generic contraction), truncation back to f16, and
// an f16 row max.
func.func @main(%a: tensor<4x6xf16>, %b: tensor<6x3xf16>) -> (tensor<4x6xf16>, tensor<4x3xf16>, tensor<4xf16>) {
  %sq = arith.mulf %a, %a : tensor<4x6xf16>
  %h = arith.constant dense<0.5> : tensor<4x6xf16>
  %s = arith.subf %sq, %h : tensor<4x6xf16>
  %ex = math.exp %a : tensor<4x6xf16>
  %el = arith.addf %s, %ex : tensor<4x6xf16>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %mm = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xf16>, tensor<6x3xf16>) outs(%f : tensor<4x3xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %xf = arith.extf %x : f16 to f32
    %yf = arith.extf %y : f16 to f32
    %p = arith.mulf %xf, %yf : f32
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %mh = arith.truncf %mm : tensor<4x3xf32> to tensor<4x3xf16>
  %ninf = arith.constant 0xFC00 : f16
  %e4 = tensor.empty() : tensor<4xf16>
  %f4 = linalg.fill ins(%ninf : f16) outs(%e4 : tensor<4xf16>) -> tensor<4xf16>
  %mx = linalg.reduce ins(%a : tensor<4x6xf16>) outs(%f4 : tensor<4xf16>) dimensions = [1]
    (%x: f16, %acc: f16) {
      %r = arith.maximumf %x, %acc : f16
      linalg.yield %r : f16
    }
  return %el, %mh, %mx : tensor<4x6xf16>, tensor<4x3xf16>, tensor<4xf16>
}
