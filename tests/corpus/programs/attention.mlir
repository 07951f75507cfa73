// Single-head scaled dot-product attention written the way frontends emit it:
// S = Q K^T / sqrt(d) (linalg.generic contraction over d with K transposed),
// P = softmax(S) along keys (explicit max, exp, sum, divide with
// linalg.reduce / linalg.generic), O = P V (linalg.matmul).
// Q: 4x8, K: 6x8, V: 6x8.
func.func @main(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.35355339 : f32
  %es = tensor.empty() : tensor<4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x6xf32>) -> tensor<4x6xf32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (j, d)>, affine_map<(i, j, d) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<4x8xf32>, tensor<6x8xf32>) outs(%fs : tensor<4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %ss = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x6xf32>) outs(%es : tensor<4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %scale : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %em = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<4xf32>) -> tensor<4xf32>
  %mx = linalg.reduce ins(%ss : tensor<4x6xf32>) outs(%fm : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.maximumf %a, %acc : f32
      linalg.yield %r : f32
    }
  %ex = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%ss, %mx : tensor<4x6xf32>, tensor<4xf32>) outs(%es : tensor<4x6xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%em : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%ex : tensor<4x6xf32>) outs(%fz : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %p = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x6xf32>, tensor<4xf32>) outs(%es : tensor<4x6xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %eo = tensor.empty() : tensor<4x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x8xf32>) -> tensor<4x8xf32>
  %o = linalg.matmul ins(%p, %v : tensor<4x6xf32>, tensor<6x8xf32>) outs(%fo : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %o : tensor<4x8xf32>
}
