// A public function with tensors in its signature is input-level IR (from
// before IREE's ABI wrapping): a located error at the function that names
// the command that makes Stream IR.
// FLAG: --function=main
// FLAG: --input=4xf32=1
// ERROR-AT: func.func
// ERROR: takes or returns tensors: this is input-level IR
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
