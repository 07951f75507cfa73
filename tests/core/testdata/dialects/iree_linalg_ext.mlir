// iree_linalg_ext ops on tensors, each syntax variant once (optional
// operands present and absent, dynamic sizes, discardable attributes).
func.func @sort(%k: tensor<3x8xi32>, %v: tensor<?x?xf32>, %w: tensor<?x?xi64>) -> (tensor<3x8xi32>, tensor<?x?xf32>, tensor<?x?xi64>) {
  %0 = iree_linalg_ext.sort {tag = "keys"} dimension(1) outs(%k : tensor<3x8xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x8xi32>
  %1:2 = iree_linalg_ext.sort dimension(0) outs(%v, %w : tensor<?x?xf32>, tensor<?x?xi64>) {
  ^bb0(%a: f32, %b: f32, %x: i64, %y: i64):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<?x?xf32>, tensor<?x?xi64>
  return %0, %1#0, %1#1 : tensor<3x8xi32>, tensor<?x?xf32>, tensor<?x?xi64>
}
func.func @scan(%in: tensor<4x8xf32>, %out: tensor<4x8xf32>, %acc: tensor<4xf32>, %din: tensor<?xi32>, %dout: tensor<?xi32>, %dacc: tensor<i32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<?xi32>) {
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<4x8xf32>) outs(%out, %acc : tensor<4x8xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x8xf32>, tensor<4xf32>
  %1:2 = iree_linalg_ext.scan dimension(0) inclusive(false) ins(%din : tensor<?xi32>) outs(%dout, %dacc : tensor<?xi32>, tensor<i32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.muli %a, %b : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<?xi32>, tensor<i32>
  return %0#0, %0#1, %1#0 : tensor<4x8xf32>, tensor<4xf32>, tensor<?xi32>
}
func.func @topk(%v: tensor<2x16xf32>, %i: tensor<2x16xi32>, %ov: tensor<2x3xf32>, %oi: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<2x16xf32>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  %1:2 = iree_linalg_ext.topk dimension(1) ins(%v, %i : tensor<2x16xf32>, tensor<2x16xi32>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  return %0#0, %0#1, %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<2x3xi32>
}
func.func @scatter(%orig: tensor<10x4xf32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>, %mask: tensor<3xi1>, %didx: tensor<?x2xi64>, %dupd: tensor<?xi8>, %dorig: tensor<?x?xi8>) -> (tensor<10x4xf32>, tensor<10x4xf32>, tensor<?x?xi8>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%upd, %idx : tensor<3x4xf32>, tensor<3x1xi32>) outs(%orig : tensor<10x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    iree_linalg_ext.yield %u : f32
  } -> tensor<10x4xf32>
  %1 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%upd, %idx, %mask : tensor<3x4xf32>, tensor<3x1xi32>, tensor<3xi1>) outs(%orig : tensor<10x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %u, %o : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<10x4xf32>
  %2 = iree_linalg_ext.scatter dimension_map = [1, 0] unique_indices(true) ins(%dupd, %didx : tensor<?xi8>, tensor<?x2xi64>) outs(%dorig : tensor<?x?xi8>) {
  ^bb0(%u: i8, %o: i8):
    iree_linalg_ext.yield %u : i8
  } -> tensor<?x?xi8>
  return %0, %1, %2 : tensor<10x4xf32>, tensor<10x4xf32>, tensor<?x?xi8>
}
func.func @gather(%src: tensor<10x4xf32>, %idx: tensor<3x1xi32>, %mask: tensor<3xi1>, %out: tensor<3x4xf32>, %dsrc: tensor<?x?x?xf16>, %didx: tensor<?x2xindex>, %dout: tensor<?x?xf16>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<?x?xf16>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%src, %idx : tensor<10x4xf32>, tensor<3x1xi32>) outs(%out : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = iree_linalg_ext.gather {tag} dimension_map = [0] ins(%src, %idx, %mask : tensor<10x4xf32>, tensor<3x1xi32>, tensor<3xi1>) outs(%out : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = iree_linalg_ext.gather dimension_map = [1, 0] ins(%dsrc, %didx : tensor<?x?x?xf16>, tensor<?x2xindex>) outs(%dout : tensor<?x?xf16>) -> tensor<?x?xf16>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<?x?xf16>
}
func.func @arg_compare(%in: tensor<2x6xf32>, %ii: tensor<2x6xi32>, %ov: tensor<2xf32>, %oi: tensor<2xi32>, %base: index) -> (tensor<2xf32>, tensor<2xi32>, tensor<2xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<2x6xf32>) outs(%ov, %oi : tensor<2xf32>, tensor<2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2xf32>, tensor<2xi32>
  %1:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<2x6xf32>) outs(%ov, %oi : tensor<2xf32>, tensor<2xi32>) index_base(%base : index) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2xf32>, tensor<2xi32>
  %2:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in, %ii : tensor<2x6xf32>, tensor<2x6xi32>) outs(%ov, %oi : tensor<2xf32>, tensor<2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2xf32>, tensor<2xi32>
  return %0#0, %1#1, %2#1 : tensor<2xf32>, tensor<2xi32>, tensor<2xi32>
}
func.func @fft(%re: tensor<4x64xf32>, %im: tensor<4x64xf32>, %cre: tensor<2xf32>, %cim: tensor<2xf32>) -> (tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>) {
  %s = arith.constant 1 : index
  %0:2 = iree_linalg_ext.fft ins(%s : index) outs(%re, %im : tensor<4x64xf32>, tensor<4x64xf32>) : tensor<4x64xf32>, tensor<4x64xf32>
  %1:2 = iree_linalg_ext.fft ins(%s, %cre, %cim : index, tensor<2xf32>, tensor<2xf32>) outs(%re, %im : tensor<4x64xf32>, tensor<4x64xf32>) : tensor<4x64xf32>, tensor<4x64xf32>
  return %0#0, %0#1, %1#0, %1#1 : tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>
}
func.func @attention(%q: tensor<2x4x8xf16>, %k: tensor<2x6x8xf16>, %v: tensor<2x6x5xf16>, %scale: f16, %mask: tensor<2x4x6xi1>, %o: tensor<2x4x5xf16>) -> (tensor<2x4x5xf16>, tensor<2x4x5xf16>) {
  %0 = iree_linalg_ext.attention <indexing_maps = [affine_map<(b, m, k1, k2, n) -> (b, m, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, n)>, affine_map<(b, m, k1, k2, n) -> ()>, affine_map<(b, m, k1, k2, n) -> (b, m, n)>]> ins(%q, %k, %v, %scale : tensor<2x4x8xf16>, tensor<2x6x8xf16>, tensor<2x6x5xf16>, f16) outs(%o : tensor<2x4x5xf16>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<2x4x5xf16>
  %1 = iree_linalg_ext.attention <indexing_maps = [affine_map<(b, m, k1, k2, n) -> (b, m, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, n)>, affine_map<(b, m, k1, k2, n) -> ()>, affine_map<(b, m, k1, k2, n) -> (b, m, k2)>, affine_map<(b, m, k1, k2, n) -> (b, m, n)>], decomposition_config = {qk_attrs = {lowering = 1 : i64}}> {tag = 3 : i32} ins(%q, %k, %v, %scale, %mask : tensor<2x4x8xf16>, tensor<2x6x8xf16>, tensor<2x6x5xf16>, f16, tensor<2x4x6xi1>) outs(%o : tensor<2x4x5xf16>) {
  ^bb0(%s: f32):
    %h = arith.mulf %s, %s : f32
    iree_linalg_ext.yield %h : f32
  } -> tensor<2x4x5xf16>
  return %0, %1 : tensor<2x4x5xf16>, tensor<2x4x5xf16>
}
func.func @online_attention(%q: tensor<2x4x8xf16>, %k: tensor<2x6x8xf16>, %v: tensor<2x6x5xf16>, %scale: f16, %o: tensor<2x4x5xf32>, %max: tensor<2x4xf32>, %sum: tensor<2x4xf32>) -> (tensor<2x4x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [affine_map<(b, m, k1, k2, n) -> (b, m, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>, affine_map<(b, m, k1, k2, n) -> (b, k2, n)>, affine_map<(b, m, k1, k2, n) -> ()>, affine_map<(b, m, k1, k2, n) -> (b, m, n)>, affine_map<(b, m, k1, k2, n) -> (b, m)>, affine_map<(b, m, k1, k2, n) -> (b, m)>]> ins(%q, %k, %v, %scale : tensor<2x4x8xf16>, tensor<2x6x8xf16>, tensor<2x6x5xf16>, f16) outs(%o, %max, %sum : tensor<2x4x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<2x4x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>
  return %0#0, %0#1, %0#2 : tensor<2x4x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
func.func @im2col(%in: tensor<1x10x10x16xf32>, %out: tensor<1x64x144xf32>, %din: tensor<1x10x10x16xf32>, %dout: tensor<1x?x144xf32>, %m: index, %p: index, %pad: f32) -> (tensor<1x64x144xf32>, tensor<1x64x144xf32>, tensor<1x?x144xf32>) {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3] offsets = [0, 0, 0] output_sizes = [[1], [8, 8], [3, 3, 16]] batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2] ins(%in : tensor<1x10x10x16xf32>) outs(%out : tensor<1x64x144xf32>) -> tensor<1x64x144xf32>
  %1 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3] offsets = [0, 0, 0] output_sizes = [[1], [8, 8], [3, 3, 16]] batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2] input_pad_low = [0, 1, 1, 0] input_pad_high = [0, %p, 1, 0] pad_value(%pad : f32) ins(%in : tensor<1x10x10x16xf32>) outs(%out : tensor<1x64x144xf32>) -> tensor<1x64x144xf32>
  %2 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, %p] offsets = [0, %m, 0] output_sizes = [[1], [%m, 8], [3, 3, 16]] batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2] ins(%din : tensor<1x10x10x16xf32>) outs(%dout : tensor<1x?x144xf32>) -> tensor<1x?x144xf32>
  return %0, %1, %2 : tensor<1x64x144xf32>, tensor<1x64x144xf32>, tensor<1x?x144xf32>
}
func.func @winograd(%f: tensor<3x3x4x8xf32>, %fo: tensor<8x8x4x8xf32>, %img: tensor<1x14x14x4xf32>, %io: tensor<8x8x1x2x2x4xf32>, %oo: tensor<1x12x12x4xf32>) -> (tensor<8x8x4x8xf32>, tensor<8x8x1x2x2x4xf32>, tensor<1x12x12x4xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%f : tensor<3x3x4x8xf32>) outs(%fo : tensor<8x8x4x8xf32>) -> tensor<8x8x4x8xf32>
  %1 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%img : tensor<1x14x14x4xf32>) outs(%io : tensor<8x8x1x2x2x4xf32>) -> tensor<8x8x1x2x2x4xf32>
  %2 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%1 : tensor<8x8x1x2x2x4xf32>) outs(%oo : tensor<1x12x12x4xf32>) -> tensor<1x12x12x4xf32>
  return %0, %1, %2 : tensor<8x8x4x8xf32>, tensor<8x8x1x2x2x4xf32>, tensor<1x12x12x4xf32>
}
func.func @topk_v2(%v: tensor<2x64xf16>, %i: tensor<2x64xi32>, %ov: tensor<2x64xf16>, %oi: tensor<2x64xi32>) -> (tensor<2x64xf16>, tensor<2x64xf16>, tensor<2x64xi32>) {
  %0 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<2x64xf16>) outs(%ov : tensor<2x64xf16>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf ogt, %a, %b : f16
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x64xf16>
  %1:2 = iree_linalg_ext.topk_v2 dimension(1) is_sorted ins(%v, %i : tensor<2x64xf16>, tensor<2x64xi32>) outs(%ov, %oi : tensor<2x64xf16>, tensor<2x64xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x64xf16>, tensor<2x64xi32>
  return %0, %1#0, %1#1 : tensor<2x64xf16>, tensor<2x64xf16>, tensor<2x64xi32>
}
func.func @map_load_store(%src: tensor<8x6xf32>, %out: tensor<6x8xf32>) -> (tensor<6x8xf32>, tensor<6x8xf32>) {
  %0 = iree_linalg_ext.map_load %src into %out {
  ^bb0(%i: index, %j: index):
    %z = arith.constant 0.0 : f32
    iree_linalg_ext.yield %j, %i, %z : index, index, f32
  } : tensor<8x6xf32> into tensor<6x8xf32> -> tensor<6x8xf32>
  %1 = iree_linalg_ext.map_store %src into %out {
  ^bb0(%i: index, %j: index):
    %t = arith.constant true
    iree_linalg_ext.yield %j, %i, %t : index, index, i1
  } : tensor<8x6xf32> into tensor<6x8xf32> -> tensor<6x8xf32>
  return %0, %1 : tensor<6x8xf32>, tensor<6x8xf32>
}
func.func @exp_reduction(%in: tensor<3x5xf32>, %m: tensor<3xf32>, %s: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0:2 = iree_linalg_ext.exp_reduction {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>], exp_reduced_operands = [1]} ins(%in : tensor<3x5xf32>) outs(%m, %s : tensor<3xf32>, tensor<3xf32>) {
  ^bb0(%x: f32, %a: f32, %b: f32):
    %t = arith.addf %x, %b : f32
    iree_linalg_ext.yield %a, %t : f32, f32
  } -> tensor<3xf32>, tensor<3xf32>
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xf32>
}
func.func @custom_op(%a: tensor<?x4xf32>, %f: f32, %o: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(i, j)[s0] -> (i, j)>, affine_map<(i, j)[s0] -> ()>, affine_map<(i, j)[s0] -> (i, j)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<parallel>]} attributes {tag} ins(%a, %f : tensor<?x4xf32>, f32) outs(%o : tensor<?x4xf32>) {
  ^bb0(%x: tensor<?x?xf32>, %y: f32, %z: tensor<?x?xf32>):
    %i = iree_linalg_ext.index 0 : index
    iree_linalg_ext.yield %x : tensor<?x?xf32>
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
