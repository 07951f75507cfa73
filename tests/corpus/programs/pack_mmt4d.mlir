// Data-tiling ops as users write them: linalg.pack with a padding value
// (10x7 is not a multiple of the 4x4 tiles) and with outer_dims_perm,
// linalg.mmt4d in f32 and as i8 x i8 -> i32, and linalg.unpack back to
// the row-major shape (dropping the padded rows and columns).
func.func @main(%a: tensor<10x7xf32>, %b: tensor<7x6xf32>, %qa: tensor<8x8xi8>, %qb: tensor<8x8xi8>) -> (tensor<10x6xf32>, tensor<8x8xi32>, tensor<3x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<3x2x4x4xf32>
  %pa = linalg.pack %a padding_value(%zero : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %ea : tensor<10x7xf32> -> tensor<3x2x4x4xf32>
  // B is packed transposed (N outer, then K), as mmt4d reads it.
  %eb = tensor.empty() : tensor<2x2x4x4xf32>
  %pb = linalg.pack %b padding_value(%zero : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %eb : tensor<7x6xf32> -> tensor<2x2x4x4xf32>
  %ec = tensor.empty() : tensor<3x2x4x4xf32>
  %zc = linalg.fill ins(%zero : f32) outs(%ec : tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
  %c = linalg.mmt4d ins(%pa, %pb : tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>) outs(%zc : tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
  %eu = tensor.empty() : tensor<10x6xf32>
  %u = linalg.unpack %c inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %eu : tensor<3x2x4x4xf32> -> tensor<10x6xf32>
  // Quantized: 2x8 tiles of LHS, 8x2 of RHS (transposed pack), i32 sums.
  %zi8 = arith.constant 0 : i8
  %eqa = tensor.empty() : tensor<4x1x2x8xi8>
  %pqa = linalg.pack %qa inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %eqa : tensor<8x8xi8> -> tensor<4x1x2x8xi8>
  %eqb = tensor.empty() : tensor<4x1x2x8xi8>
  %pqb = linalg.pack %qb outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 8] into %eqb : tensor<8x8xi8> -> tensor<4x1x2x8xi8>
  %zi32 = arith.constant 0 : i32
  %eqc = tensor.empty() : tensor<4x4x2x2xi32>
  %zqc = linalg.fill ins(%zi32 : i32) outs(%eqc : tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
  %qc = linalg.mmt4d ins(%pqa, %pqb : tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>) outs(%zqc : tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
  %equ = tensor.empty() : tensor<8x8xi32>
  %qu = linalg.unpack %qc inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %equ : tensor<4x4x2x2xi32> -> tensor<8x8xi32>
  return %u, %qu, %pa : tensor<10x6xf32>, tensor<8x8xi32>, tensor<3x2x4x4xf32>
}
