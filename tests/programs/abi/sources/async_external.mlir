// An exported function under --iree-execution-model=async-external: the
// coarse-fences ABI (wait and signal fences after the tensors), which
// iree-run-module and streamref-run call with fences of their own.
func.func public @main(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %sum = arith.addi %a, %b : tensor<3xi32>
  %product = arith.muli %a, %b : tensor<3xi32>
  return %sum, %product : tensor<3xi32>, tensor<3xi32>
}
