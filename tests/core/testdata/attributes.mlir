#map = affine_map<(d0, d1)[s0] -> (d0 - d1 + 2 + s0 * 3, d1 floordiv 4, (d0 + d1) mod 8, -d0, 3 - d0, d0 * -2, d0 ceildiv 2 + 1)>
#map2 = affine_map<(i, j) -> (j, 0 + i, i * 1, 2 * i, 1 + 2)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, d0 + 4 <= 8)>
func.func @f() attributes {a = #map, b = #map2, c = #set, d = array<i32: 1, 2>, e = array<f32>, f = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, g = dense<true> : tensor<3xi1>, h = dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>, i = "a\"b\n\01", j = @a::@b, k = [unit, 1 : index, 0x10 : i32, -5 : i16, 1.0e10 : f64, 5.0 : f32], l = {z = 1, a}, m = strided<[?, 1], offset: ?>, n = i0, o = dense<0.5> : vector<[4]xf32>, p = sparse<[[0, 0]], [1.0]> : tensor<2x2xf32>, q = array<i1: true, false>, r = 1.0e-7 : f16, s = 0.69314718055994529 : f64, t = 1.1 : bf16, u = 3.4e38 : f32, v = dense<"0x0000803F00000040"> : tensor<2xf32>, w = tensor<?x4xf32, #map>, x = memref<4x8xf32, strided<[8, 1], offset: 4>, 1>, y = dense<[1.5, 2.5]> : tensor<2xf8E4M3FN>, z = 123456789 : i128} {
  return
}
