// iree_linalg_ext.scan (inclusive f32 along dimension 1, exclusive i32
// along dimension 0, both with accumulators) and arg_compare (argmax with
// ties and NaN by cmpf ogt, implicit indices with an index_base).
func.func @main(%x: tensor<3x7xf32>, %q: tensor<5x4xi32>, %acc: tensor<3xf32>, %qacc: tensor<4xi32>) -> (tensor<3x7xf32>, tensor<3xf32>, tensor<5x4xi32>, tensor<4xi32>, tensor<3xf32>, tensor<3xi32>) {
  %e = tensor.empty() : tensor<3x7xf32>
  %s:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%x : tensor<3x7xf32>) outs(%e, %acc : tensor<3x7xf32>, tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %r = arith.addf %a, %b : f32
    iree_linalg_ext.yield %r : f32
  } -> tensor<3x7xf32>, tensor<3xf32>
  %eq = tensor.empty() : tensor<5x4xi32>
  %t:2 = iree_linalg_ext.scan dimension(0) inclusive(false) ins(%q : tensor<5x4xi32>) outs(%eq, %qacc : tensor<5x4xi32>, tensor<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %m = arith.muli %a, %b : i32
    %r = arith.addi %m, %b : i32
    iree_linalg_ext.yield %r : i32
  } -> tensor<5x4xi32>, tensor<4xi32>
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<3xf32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<3xf32>) -> tensor<3xf32>
  %ei = tensor.empty() : tensor<3xi32>
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<3xi32>) -> tensor<3xi32>
  %base = arith.constant 10 : index
  %m:2 = iree_linalg_ext.arg_compare dimension(1) ins(%x : tensor<3x7xf32>) outs(%fv, %fi : tensor<3xf32>, tensor<3xi32>) index_base(%base : index) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<3xf32>, tensor<3xi32>
  return %s#0, %s#1, %t#0, %t#1, %m#0, %m#1 : tensor<3x7xf32>, tensor<3xf32>, tensor<5x4xi32>, tensor<4xi32>, tensor<3xf32>, tensor<3xi32>
}
