// Quantized-style integer math: an i8 x i8 -> i32 matmul (operands extended
// with arith.extsi inside a linalg.generic, the way quantized frontends
// write it), a per-column i32 bias, then requantization back to i8 with a
// multiply, arithmetic shift, clamp and truncation. Also returns the raw
// i32 accumulator.
func.func @main(%a: tensor<3x8xi8>, %b: tensor<8x4xi8>, %bias: tensor<4xi32>) -> (tensor<3x4xi32>, tensor<3x4xi8>) {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x4xi32>) -> tensor<3x4xi32>
  %acc = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<3x8xi8>, tensor<8x4xi8>) outs(%f : tensor<3x4xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i32):
    %xi = arith.extsi %x : i8 to i32
    %yi = arith.extsi %y : i8 to i32
    %p = arith.muli %xi, %yi : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<3x4xi32>
  %e8 = tensor.empty() : tensor<3x4xi8>
  %q = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%acc, %bias : tensor<3x4xi32>, tensor<4xi32>) outs(%e8 : tensor<3x4xi8>) {
  ^bb0(%x: i32, %bb: i32, %o: i8):
    %s = arith.addi %x, %bb : i32
    %mul = arith.constant 77 : i32
    %sh = arith.constant 12 : i32
    %m = arith.muli %s, %mul : i32
    %r = arith.shrsi %m, %sh : i32
    %lo = arith.constant -128 : i32
    %hi = arith.constant 127 : i32
    %c1 = arith.maxsi %r, %lo : i32
    %c2 = arith.minsi %c1, %hi : i32
    %t = arith.trunci %c2 : i32 to i8
    linalg.yield %t : i8
  } -> tensor<3x4xi8>
  return %acc, %q : tensor<3x4xi32>, tensor<3x4xi8>
}
