// tensor dialect ops in custom syntax (expected outputs: regenerate.sh).
func.func @f(%arg0: tensor<?x8xf32>, %i: index, %s: f32, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.empty(%i) : tensor<?x4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %1 = tensor.extract %arg0[%i, %i] : tensor<?x8xf32>
  %2 = tensor.insert %1 into %t[%i, %i] : tensor<4x8xf32>
  %3 = tensor.extract_slice %arg0[0, %i] [4, 4] [1, 1] : tensor<?x8xf32> to tensor<4x4xf32>
  %4 = tensor.insert_slice %3 into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x8xf32>
  %5 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  %6 = tensor.collapse_shape %5 [[0, 1], [2]] : tensor<2x2x8xf32> into tensor<4x8xf32>
  %7 = tensor.pad %t low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<4x8xf32> to tensor<7x?xf32>
  %8 = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
  %9 = tensor.dim %arg0, %i : tensor<?x8xf32>
  %10 = tensor.splat %s : tensor<4x8xf32>
  %11 = tensor.splat %s[%i] : tensor<?x8xf32>
  %12 = tensor.bitcast %t : tensor<4x8xf32> to tensor<4x8xi32>
  %13 = tensor.concat dim(0) %t, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %14 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<?x3xf32>
  %15 = tensor.from_elements %s, %s : tensor<2xf32>
  %16 = tensor.rank %t : tensor<4x8xf32>
  %sh = arith.constant dense<[32, 1]> : tensor<2xi32>
  %17 = tensor.reshape %t(%sh) : (tensor<4x8xf32>, tensor<2xi32>) -> tensor<32x1xf32>
  %18 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } {foo} : tensor<4x8xf32> to tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
func.func @more(%t: tensor<4x8xf32>, %i: index, %idx: tensor<2x1xindex>, %src: tensor<2x8xf32>) {
  %0 = tensor.gather %t[%idx] gather_dims([0]) unique : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
  %1 = tensor.scatter %src into %t[%idx] scatter_dims([0]) unique : (tensor<2x8xf32>, tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<4x8xf32>
  %2 = tensor.extract_slice %t[%i, 0] [2, %i] [1, 2] {foo} : tensor<4x8xf32> to tensor<2x?xf32>
  %3 = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%j, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
    }
  }
  return
}
