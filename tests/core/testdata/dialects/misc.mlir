// check, iree_encoding and complex ops in custom syntax (expected outputs: regenerate.sh).
#encoding = #iree_encoding.testing<>
func.func @f(%t: tensor<?x?xf32>, %d: index, %e: tensor<?x?xf32, #encoding>, %i: tensor<i32>, %dev: !hal.device, %b: i32) {
  %0 = iree_encoding.set_encoding %t : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  %1 = iree_encoding.set_encoding %t encoding_dims{%d} : tensor<?x?xf32> -> tensor<?x?xf32, #encoding>
  %2 = iree_encoding.unset_encoding %e : tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d, %d}
  %3 = iree_encoding.unset_encoding %e encoding_dims{%d} : tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d, %d}
  check.expect_eq(%i, %i) : tensor<i32>
  check.expect_eq<%dev>(%i, %i) : tensor<i32>
  check.expect_true(%b) : i32
  check.expect_false(%b) : i32
  check.expect_all_true(%i) : tensor<i32>
  check.expect_eq_const(%i, dense<1> : tensor<i32>) : tensor<i32>
  %c = complex.constant [3.0 : f32, 10.0 : f32] : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %cc = complex.create %re, %im : complex<f32>
  return
}
