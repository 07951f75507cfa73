// Transcendental and rounding math on f32 tensors: exp, log, tanh, erf,
// sin/cos, rsqrt, floor/ceil/round, powf, fma-like chains and comparisons
// with select. Several results.
func.func @main(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %abs = math.absf %x : tensor<8xf32>
  %one = arith.constant dense<1.0> : tensor<8xf32>
  %p = arith.addf %abs, %one : tensor<8xf32>
  %e = math.exp %x : tensor<8xf32>
  %l = math.log %p : tensor<8xf32>
  %t = math.tanh %x : tensor<8xf32>
  %s = math.sin %x : tensor<8xf32>
  %c = math.cos %x : tensor<8xf32>
  %r = math.rsqrt %p : tensor<8xf32>
  %er = math.erf %x : tensor<8xf32>
  %fl = math.floor %x : tensor<8xf32>
  %ce = math.ceil %x : tensor<8xf32>
  %ro = math.roundeven %x : tensor<8xf32>
  %pw = math.powf %p, %x : tensor<8xf32>
  %a0 = arith.addf %e, %l : tensor<8xf32>
  %a1 = arith.addf %t, %er : tensor<8xf32>
  %sc = arith.mulf %s, %c : tensor<8xf32>
  %a2 = arith.addf %sc, %r : tensor<8xf32>
  %cmp = arith.cmpf ogt, %x, %fl : tensor<8xf32>
  %sel = arith.select %cmp, %ce, %ro : tensor<8xi1>, tensor<8xf32>
  %a3 = arith.divf %sel, %pw : tensor<8xf32>
  return %a0, %a1, %a2, %a3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
