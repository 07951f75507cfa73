// Data movement: linalg.transpose (2-D and 3-D permutations), collapse and
// expand of shapes, extract_slice with strides, insert_slice into a splat,
// tensor.concat, tensor.pad with a non-zero value, and a reverse written
// with linalg.index.
func.func @main(%x: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<6x4xf32>, tensor<3x8xf32>, tensor<2x2xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x12xf32>) {
  %et = tensor.empty() : tensor<4x2x3xf32>
  %t = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%et : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %c2 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %r = tensor.expand_shape %c2 [[0, 1]] output_shape [3, 8] : tensor<24xf32> into tensor<3x8xf32>
  %s = tensor.extract_slice %c[1, 0] [2, 2] [3, 2] : tensor<6x4xf32> to tensor<2x2xf32>
  %e46 = tensor.empty() : tensor<4x6xf32>
  %ct = linalg.transpose ins(%c : tensor<6x4xf32>) outs(%e46 : tensor<4x6xf32>) permutation = [1, 0]
  %neg = arith.constant -1.0 : f32
  %base = linalg.fill ins(%neg : f32) outs(%e46 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %ins = tensor.insert_slice %s into %base[1, 2] [2, 2] [1, 2] : tensor<2x2xf32> into tensor<4x6xf32>
  %rev = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      outs(%e46 : tensor<4x6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %ri = arith.subi %c3, %i : index
    %rj = arith.subi %c5, %j : index
    %v = tensor.extract %ct[%ri, %rj] : tensor<4x6xf32>
    linalg.yield %v : f32
  } -> tensor<4x6xf32>
  %x0 = tensor.extract_slice %x[0, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
  %x1 = tensor.extract_slice %x[1, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3x4xf32>
  %cat = tensor.concat dim(0) %x1, %x0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  %cat2 = tensor.collapse_shape %cat [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %head = tensor.extract_slice %cat2[0] [20] [1] : tensor<24xf32> to tensor<20xf32>
  %nine = arith.constant 9.0 : f32
  %pad = tensor.pad %head low[2] high[2] {
  ^bb0(%i: index):
    tensor.yield %nine : f32
  } : tensor<20xf32> to tensor<24xf32>
  %p2 = tensor.expand_shape %pad [[0, 1]] output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
  return %t, %c, %r, %s, %ins, %rev, %p2 : tensor<4x2x3xf32>, tensor<6x4xf32>, tensor<3x8xf32>, tensor<2x2xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x12xf32>
}
