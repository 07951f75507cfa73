func.func @main(%q: tensor<4x256x64xf32>, %k: tensor<4x256x64xf32>, %v: tensor<4x256x64xf32>) -> tensor<4x256x64xf32> {
  %cst = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x256x256xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>, affine_map<(b, i, j, d) -> (b, j, d)>, affine_map<(b, i, j, d) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<4x256x64xf32>, tensor<4x256x64xf32>) outs(%z : tensor<4x256x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x256x256xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x256x256xf32>) outs(%e : tensor<4x256x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %scale : f32
    linalg.yield %m : f32
  } -> tensor<4x256x256xf32>
  %p = linalg.softmax dimension(2) ins(%ss : tensor<4x256x256xf32>) outs(%e : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %eo = tensor.empty() : tensor<4x256x64xf32>
  %zo = linalg.fill ins(%cst : f32) outs(%eo : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x256x256xf32>, tensor<4x256x64xf32>) outs(%zo : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  return %o : tensor<4x256x64xf32>
}
