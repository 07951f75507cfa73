// Constants of many kinds, as they reach Stream constant pools: dense
// literals (f32, i32, i8, f16, i1), splats, a dense_resource blob with its
// {-# dialect_resources #-} section, and a hex-encoded dense literal.
// Each is combined with the input so none folds away entirely.
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<2x2xf16>, tensor<4xi8>, tensor<4xf32>) {
  %d = arith.constant dense<[1.5, -2.0, 0.25, 1.0e+03]> : tensor<4xf32>
  %a = arith.addf %x, %d : tensor<4xf32>
  %i = arith.constant dense<[1, -2, 2147483647, -2147483648]> : tensor<4xi32>
  %xi = arith.fptosi %x : tensor<4xf32> to tensor<4xi32>
  %ai = arith.xori %i, %xi : tensor<4xi32>
  %r = arith.constant dense_resource<blob_f32> : tensor<4xf32>
  %ar = arith.mulf %x, %r : tensor<4xf32>
  %h = arith.constant dense<[[1.0, 2.0], [0.5, -0.0]]> : tensor<2x2xf16>
  %xh0 = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %xh1 = arith.truncf %xh0 : tensor<2xf32> to tensor<2xf16>
  %e = tensor.empty() : tensor<2x2xf16>
  %xb = linalg.broadcast ins(%xh1 : tensor<2xf16>) outs(%e : tensor<2x2xf16>) dimensions = [0]
  %ah = arith.addf %h, %xb : tensor<2x2xf16>
  %b = arith.constant dense<[true, false, true, false]> : tensor<4xi1>
  %c8 = arith.constant dense<[-128, 127, 0, 1]> : tensor<4xi8>
  %s8 = arith.constant dense<3> : tensor<4xi8>
  %x8 = arith.fptosi %x : tensor<4xf32> to tensor<4xi8>
  %m8 = arith.muli %x8, %s8 : tensor<4xi8>
  %sel = arith.select %b, %c8, %m8 : tensor<4xi1>, tensor<4xi8>
  %hex = arith.constant dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>
  %ah2 = arith.subf %hex, %x : tensor<4xf32>
  return %a, %ai, %ar, %ah, %sel, %ah2 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<2x2xf16>, tensor<4xi8>, tensor<4xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob_f32: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}
