// Programs without compute dispatches: splat constants and fills of every
// element width (i8, i16, i32, i64, f16, f32), which Stream turns into
// stream.async.splat / stream.cmd.fill (64-bit fills go through IREE's
// builtin executables), and a dynamic-size fill (tensor.splat with a dynamic
// size is rejected by IREE 3.13's input conversion).
func.func @main(%n: i32) -> (tensor<5xi8>, tensor<3xi16>, tensor<2x2xi32>, tensor<3xi64>, tensor<4xf16>, tensor<2x3xf32>, tensor<?xf32>) {
  %a = arith.constant dense<-7> : tensor<5xi8>
  %b = arith.constant dense<1234> : tensor<3xi16>
  %c = arith.constant dense<-100000> : tensor<2x2xi32>
  %d = arith.constant dense<81985529216486895> : tensor<3xi64>
  %e = arith.constant dense<1.5> : tensor<4xf16>
  %v = arith.constant 2.5 : f32
  %emp = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%v : f32) outs(%emp : tensor<2x3xf32>) -> tensor<2x3xf32>
  %k = arith.index_cast %n : i32 to index
  %w = arith.constant -0.125 : f32
  %ed = tensor.empty(%k) : tensor<?xf32>
  %g = linalg.fill ins(%w : f32) outs(%ed : tensor<?xf32>) -> tensor<?xf32>
  return %a, %b, %c, %d, %e, %f, %g : tensor<5xi8>, tensor<3xi16>, tensor<2x2xi32>, tensor<3xi64>, tensor<4xf16>, tensor<2x3xf32>, tensor<?xf32>
}
