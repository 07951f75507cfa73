// Parameters: weights are util.global globals backed by named parameters
// (#flow.parameter.named<"model"::"key">), loaded from an IREE parameter
// archive at run time (--parameters=model=params.irpa). The archive holds
// splat parameters made with iree-create-parameters (see params_splat.params).
// A linear layer y = x*W + b followed by a scaled residual.
util.global private @w = #flow.parameter.named<"model"::"w"> : tensor<4x3xf32>
util.global private @b = #flow.parameter.named<"model"::"b"> : tensor<3xf32>
util.global private @gain = #flow.parameter.named<"model"::"gain"> : tensor<2x3xf32>
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %w = util.global.load @w : tensor<4x3xf32>
  %b = util.global.load @b : tensor<3xf32>
  %g = util.global.load @gain : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  %y = arith.addf %m, %bb : tensor<2x3xf32>
  %r = arith.mulf %y, %g : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
