// The async (coarse-fences) ABI chosen per function: `iree.abi.model =
// "coarse-fences"` on a util.func (IREE 3.13 drops this attribute from
// func.func during input conversion, so it must be a util.func). The
// exported function takes a wait fence and a signal fence after its inputs
// (iree-run-module creates them). A second, synchronous function in the same
// module calls the same helper.
util.func private @body(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %s = arith.addf %a, %b : tensor<2x3xf32>
  %p = arith.mulf %s, %b : tensor<2x3xf32>
  util.return %s, %p : tensor<2x3xf32>, tensor<2x3xf32>
}
util.func public @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) attributes {iree.abi.model = "coarse-fences"} {
  %0:2 = util.call @body(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  util.return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xf32>
}
util.func public @main_sync(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0:2 = util.call @body(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  util.return %0#1 : tensor<2x3xf32>
}
