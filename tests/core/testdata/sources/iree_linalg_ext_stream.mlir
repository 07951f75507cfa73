// Input of tools/corpus/compile_linalg_ext_stream.sh: iree_linalg_ext ops
// at tensor level, compiled by iree-compile --compile-to=stream into
// dialects/iree_linalg_ext_stream.mlir.
func.func @topk_sort(%v: tensor<2x16xf32>) -> (tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x16xf32>) {
  %e0 = tensor.empty() : tensor<2x4xf32>
  %e1 = tensor.empty() : tensor<2x4xi32>
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<2x16xf32>) outs(%e0, %e1 : tensor<2x4xf32>, tensor<2x4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x4xf32>, tensor<2x4xi32>
  %s = iree_linalg_ext.sort dimension(1) outs(%v : tensor<2x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x16xf32>
  return %0#0, %0#1, %s : tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x16xf32>
}
func.func @scan(%in: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x8xi32>
  %a = tensor.empty() : tensor<4xi32>
  %o = linalg.fill ins(%z : i32) outs(%e : tensor<4x8xi32>) -> tensor<4x8xi32>
  %acc = linalg.fill ins(%z : i32) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<4x8xi32>) outs(%o, %acc : tensor<4x8xi32>, tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<4x8xi32>, tensor<4xi32>
  return %0#0 : tensor<4x8xi32>
}
func.func @scatter_gather(%src: tensor<10x4xf32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>) -> (tensor<10x4xf32>, tensor<3x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%upd, %idx : tensor<3x4xf32>, tensor<3x1xi32>) outs(%src : tensor<10x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %u, %o : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<10x4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %1 = iree_linalg_ext.gather dimension_map = [0] ins(%src, %idx : tensor<10x4xf32>, tensor<3x1xi32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<10x4xf32>, tensor<3x4xf32>
}
func.func @arg_max(%in: tensor<2x6xf32>) -> tensor<2xi32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi32>
  %v = linalg.fill ins(%ninf : f32) outs(%ev : tensor<2xf32>) -> tensor<2xf32>
  %i = linalg.fill ins(%c0 : i32) outs(%ei : tensor<2xi32>) -> tensor<2xi32>
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<2x6xf32>) outs(%v, %i : tensor<2xf32>, tensor<2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2xf32>, tensor<2xi32>
  return %0#1 : tensor<2xi32>
}
func.func @attention(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x5xf32>) -> tensor<2x4x5xf32> {
  %scale = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x4x5xf32>
  %0 = iree_linalg_ext.attention <indexing_maps = [affine_map<(b, m, k1, k2, n) -> (b, m, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, n)>, affine_map<(b, m, k1, k2, n) -> ()>, affine_map<(b, m, k1, k2, n) -> (b, m, n)>]> ins(%q, %k, %v, %scale : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x5xf32>, f32) outs(%e : tensor<2x4x5xf32>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}
