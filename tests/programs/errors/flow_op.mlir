// A flow op in host code: flow-phase IR, a located error naming the phase
// and `iree-compile --compile-to=stream`.
// FLAG: --function=main
// ERROR-AT: flow.tensor.splat
// ERROR: flow-phase IR in host code: this program is not at the Stream phase
util.func public @main() -> index {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %t = flow.tensor.splat %f : tensor<4xf32>
  util.return %c4 : index
}
