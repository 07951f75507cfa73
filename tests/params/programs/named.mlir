// #stream.parameter.named values: a tensor-phase constant stored into a
// global by an initializer (with a config offset) and an async-phase
// constant (a splat parameter), read when the module loads from
// programs.irpa in scope "model" (f = [0 .. 7] f32, h = splat 0.5 f16).
// named_resource.mlir has the cmd-phase forms.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// EXPECTED: iree
util.global private @g0 : !stream.resource<constant>
util.initializer {
  %c16 = arith.constant 16 : index
  %cst = stream.tensor.constant : tensor<4xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"f", {offset = 8 : i64}> : tensor<4xf32>
  util.global.store %cst, @g0 : !stream.resource<constant>
  util.return
}
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %g0 = util.global.load @g0 : !stream.resource<constant>
  %t0 = stream.async.transfer %g0 : !stream.resource<constant>{%c16} -> !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %t0 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %h = stream.async.constant : !stream.resource<constant>{%c8} = #stream.parameter.named<"model"::"h"> : tensor<4xf16>
  %t1 = stream.async.transfer %h : !stream.resource<constant>{%c8} -> !stream.resource<external>{%c8}
  %v1 = stream.tensor.export %t1 : tensor<4xf16> in !stream.resource<external>{%c8} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
