// Elementwise chain on f32 tensors: arith and math ops applied directly to
// tensors (IREE converts them to linalg.generic) plus one explicit
// linalg.generic; all of it fuses into one dispatch.
func.func @main(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = arith.addf %a, %b : tensor<2x4xf32>
  %1 = arith.mulf %0, %a : tensor<2x4xf32>
  %2 = arith.subf %1, %b : tensor<2x4xf32>
  %3 = math.absf %2 : tensor<2x4xf32>
  %4 = math.sqrt %3 : tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %5 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%4, %a : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.maximumf %x, %y : f32
    %c = arith.constant 0.5 : f32
    %r = arith.mulf %m, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %5 : tensor<2x4xf32>
}
