// linalg dialect ops in custom syntax (expected outputs: regenerate.sh).
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>, %s: f32, %ai: tensor<4x8xi8>, %bi: tensor<8x5xi8>, %ci: tensor<4x5xi32>, %c2: tensor<5x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.fill ins(%s : f32) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x5xi8>) outs(%ci : tensor<4x5xi32>) -> tensor<4x5xi32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %in : f32
    %i = linalg.index 0 : index
    linalg.yield %x : f32
  } -> tensor<4x5xf32>
  %4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%b, %b : tensor<8x5xf32>, tensor<8x5xf32>) outs(%c2 : tensor<5x5xf32>) -> tensor<5x5xf32>
  return %3 : tensor<4x5xf32>
}
func.func @g(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4xf32>, %s: f32, %img: tensor<1x8x8x3xf32>, %flt: tensor<3x3x3x4xf32>, %o: tensor<1x6x6x4xf32>, %w: tensor<3x3xf32>, %po: tensor<1x6x6x3xf32>, %h: tensor<4x8xf16>, %a2: tensor<4x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%c : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %x = arith.addf %in, %init : f32
      linalg.yield %x : f32
    }
  %3 = linalg.map ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %r = arith.mulf %x, %y : f32
      linalg.yield %r : f32
    }
  %4 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
  %5 = linalg.map { math.exp } ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %6 = linalg.conv_2d_nhwc_hwcf ins(%img, %flt : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %flt : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %8 = linalg.pooling_nhwc_max ins(%img, %w : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %9 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %w : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %10 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %13 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%a2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e = tensor.empty() : tensor<2x2x2x4xf32>
  %14 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<4x8xf32> -> tensor<2x2x2x4xf32>
  return
}
func.func @h(%a: tensor<4x8xf32>, %v8: tensor<8xf32>, %v4: tensor<4xf32>, %s: tensor<f32>, %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x4xf32>, %bc: tensor<2x4x4xf32>, %l: tensor<1x1x4x8xi8>, %r: tensor<1x1x4x8xi8>, %acc: tensor<1x1x4x4xi32>, %bv: tensor<2x8xf32>, %bo: tensor<2x4xf32>, %c44: tensor<4x4xf32>) {
  %0 = linalg.matvec ins(%a, %v8 : tensor<4x8xf32>, tensor<8xf32>) outs(%v4 : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.vecmat ins(%v4, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v8 : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.dot ins(%v8, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %3 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%bc : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %4 = linalg.mmt4d ins(%l, %r : tensor<1x1x4x8xi8>, tensor<1x1x4x8xi8>) outs(%acc : tensor<1x1x4x4xi32>) -> tensor<1x1x4x4xi32>
  %5 = linalg.batch_matvec ins(%ba, %bv : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%bo : tensor<2x4xf32>) -> tensor<2x4xf32>
  %8 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%c44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}
func.func @k(%ba: tensor<2x4x8xf32>, %bv: tensor<2x4xf32>, %bo: tensor<2x8xf32>, %l: tensor<2x1x1x4x8xi8>, %r: tensor<2x1x1x4x8xi8>, %acc: tensor<2x1x1x4x4xi32>, %img: tensor<1x3x8x8xf32>, %flt: tensor<4x3x3x3xf32>, %o: tensor<1x4x3x3xf32>, %img2: tensor<1x8x8x3xf32>, %dw: tensor<3x3x3xf32>, %dwo: tensor<1x3x3x3xf32>, %w: tensor<3x3xf32>, %po: tensor<1x3x3x3xf32>, %i1: tensor<1x8x3xf32>, %k1: tensor<3x3x4xf32>, %o1: tensor<1x6x4xf32>, %a: tensor<4x8xf32>, %img3: tensor<1x3x8x9xf32>) {
  %0 = linalg.batch_vecmat ins(%bv, %ba : tensor<2x4xf32>, tensor<2x4x8xf32>) outs(%bo : tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = linalg.batch_mmt4d ins(%l, %r : tensor<2x1x1x4x8xi8>, tensor<2x1x1x4x8xi8>) outs(%acc : tensor<2x1x1x4x4xi32>) -> tensor<2x1x1x4x4xi32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%img3, %flt : tensor<1x3x8x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %3 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%img2, %dw : tensor<1x8x8x3xf32>, tensor<3x3x3xf32>) outs(%dwo : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %4 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%img, %w : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%po : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %5 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %k1 : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%o1 : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], library_call = "foo"} outs(%a : tensor<4x8xf32>) attrs = {bar, baz = 3} {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4x8xf32>
  return
}
func.func @packs(%a: tensor<4x8xf32>, %e: tensor<2x2x2x4xf32>, %p: f32, %c44: tensor<4x4xf32>, %b: tensor<8x4xf32>) {
  %0 = linalg.pack %a padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<4x8xf32> -> tensor<2x2x2x4xf32>
  %1 = linalg.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %a : tensor<2x2x2x4xf32> -> tensor<4x8xf32>
  %2 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}
func.func @unpacks(%a: tensor<4x8xf32>, %e: tensor<2x2x2x4xf32>, %t: index, %ed: tensor<2x?x2x?xf32>) {
  %1 = linalg.unpack %e inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %a : tensor<2x2x2x4xf32> -> tensor<4x8xf32>
  %2 = linalg.unpack %ed inner_dims_pos = [0, 1] inner_tiles = [2, %t] into %a : tensor<2x?x2x?xf32> -> tensor<4x8xf32>
  return
}
func.func @elementwise(%a: tensor<4x8xf32>, %c: tensor<4x8xi1>, %i: tensor<4x8xi32>, %v: tensor<8xf32>) {
  %0 = linalg.elementwise <exp> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise <log> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise <abs> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.elementwise <ceil> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.elementwise <floor> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.elementwise <negf> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.elementwise <reciprocal> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.elementwise <round> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.elementwise <sqrt> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.elementwise <rsqrt> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.elementwise <square> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.elementwise <tanh> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.elementwise <erf> ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %13 = linalg.elementwise <add> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %14 = linalg.elementwise <sub> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %15 = linalg.elementwise <mul> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %16 = linalg.elementwise <div> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %18 = linalg.elementwise <max_signed> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %19 = linalg.elementwise <min_signed> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %22 = linalg.elementwise <powf> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %23 = linalg.elementwise <add> ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  %24 = linalg.elementwise <max_signed> ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  %25 = linalg.elementwise <div_unsigned> ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  %26 = linalg.elementwise <select> ins(%c, %a, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %27 = linalg.elementwise <add> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %a : tensor<8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
func.func @pools(%img: tensor<1x8x8x3xf32>, %w: tensor<3x3xf32>, %po: tensor<1x6x6x3xf32>, %nchw: tensor<1x3x8x8xf32>, %pon: tensor<1x3x6x6xf32>, %imgi: tensor<1x8x8x3xi32>, %poi: tensor<1x6x6x3xi32>, %flt: tensor<4x3x3x3xf32>, %o: tensor<1x6x6x4xf32>) {
  %0 = linalg.pooling_nchw_sum ins(%nchw, %w : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%pon : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %1 = linalg.pooling_nhwc_min ins(%img, %w : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %2 = linalg.pooling_nhwc_max_unsigned ins(%imgi, %w : tensor<1x8x8x3xi32>, tensor<3x3xf32>) outs(%poi : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  %3 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%imgi, %w : tensor<1x8x8x3xi32>, tensor<3x3xf32>) outs(%poi : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  %4 = linalg.conv_2d_nhwc_fhwc ins(%img, %flt : tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %5 = linalg.pooling_nhwc_max ins(%imgi, %w : tensor<1x8x8x3xi32>, tensor<3x3xf32>) outs(%poi : tensor<1x6x6x3xi32>) -> tensor<1x6x6x3xi32>
  return
}
