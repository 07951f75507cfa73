// iree_linalg_ext.attention (written in generic form, which iree-compile
// reads): 2 heads of 4 queries over 6 keys (head dim 8, value dim 5) with
// scale 0.5 and an identity score region; then the same with an i8 mask (its low bit)
// and a region that scales the score (the region sees it in log2 units).
func.func @main(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x5xf32>, %mask: tensor<2x4x6xi8>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>) {
  %scale = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x4x5xf32>
  %a = "iree_linalg_ext.attention"(%q, %k, %v, %scale, %e) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>]}> ({
  ^bb0(%x: f32):
    "iree_linalg_ext.yield"(%x) : (f32) -> ()
  }) : (tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x5xf32>, f32, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %c = arith.constant 0.75 : f32
  %b = "iree_linalg_ext.attention"(%q, %k, %v, %scale, %mask, %e) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>]}> ({
  ^bb0(%x: f32):
    %y = arith.mulf %x, %c : f32
    "iree_linalg_ext.yield"(%y) : (f32) -> ()
  }) : (tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x5xf32>, f32, tensor<2x4x6xi8>, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %a, %b : tensor<2x4x5xf32>, tensor<2x4x5xf32>
}
