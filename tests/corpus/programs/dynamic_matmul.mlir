// Dynamic-shape matmul: ?xK times Kx? with K static, and a dynamic batch
// dimension flowing through a bias add and a relu; shows how dynamic sizes
// reach stream.tensor.sizeof and dispatch workloads.
func.func @main(%a: tensor<?x4xf32>, %b: tensor<4x?xf32>, %bias: tensor<?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x4xf32>
  %n = tensor.dim %b, %c1 : tensor<4x?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<?x4xf32>, tensor<4x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %q = arith.maximumf %s, %zero : f32
    linalg.yield %q : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
