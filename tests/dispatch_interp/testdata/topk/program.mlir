// iree_linalg_ext.topk: the 3 largest of each row of 4x10 f32 (ties and a
// NaN) with implicit i32 indices, outs initialized to -inf / -1, and the 2
// smallest along dimension 0 of 9x3 i32 with explicit indices.
func.func @main(%v: tensor<4x10xf32>, %w: tensor<9x3xi32>, %wi: tensor<9x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %m1 = arith.constant -1 : i32
  %big = arith.constant 2147483647 : i32
  %ev = tensor.empty() : tensor<4x3xf32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<4x3xf32>) -> tensor<4x3xf32>
  %ei = tensor.empty() : tensor<4x3xi32>
  %fi = linalg.fill ins(%m1 : i32) outs(%ei : tensor<4x3xi32>) -> tensor<4x3xi32>
  %t:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<4x10xf32>) outs(%fv, %fi : tensor<4x3xf32>, tensor<4x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<4x3xf32>, tensor<4x3xi32>
  %e2 = tensor.empty() : tensor<2x3xi32>
  %f2 = linalg.fill ins(%big : i32) outs(%e2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  %g2 = linalg.fill ins(%m1 : i32) outs(%e2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  %u:2 = iree_linalg_ext.topk dimension(0) ins(%w, %wi : tensor<9x3xi32>, tensor<9x3xi32>) outs(%f2, %g2 : tensor<2x3xi32>, tensor<2x3xi32>) {
  ^bb0(%a: i32, %b: i32):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<2x3xi32>, tensor<2x3xi32>
  return %t#0, %t#1, %u#0, %u#1 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}
