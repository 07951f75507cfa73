// #stream.parameter.named in the forms the cmd phase can hold: a
// resource global's initial value (config offset and length) and a
// stream.resource.constants of two parameters, from programs.irpa in scope
// "model" (a = [1 2 3 4], b = [10 20 30 40]). IREE's pipeline rewrites
// these forms before they run (pack-constants), so the output is written
// here; named.mlir checks the same reads against IREE.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 2xi32=2 3
// OUT: result[1]: hal.buffer_view
// OUT: 4xi32=10 20 30 40
// OUT: result[2]: hal.buffer_view
// OUT: 3xi32=2 3 4
util.global private @g : !stream.resource<constant> = #stream.parameter.named<"model"::"a", {offset = 4 : i64, length = 8 : index}> : tensor<2xi32>
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %g = util.global.load @g : !stream.resource<constant>
  %t0 = stream.async.transfer %g : !stream.resource<constant>{%c8} -> !stream.resource<external>{%c8}
  %v0 = stream.tensor.export %t0 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  %r:2, %tp = stream.resource.constants :
    !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"b"> : tensor<4xi32>,
    !stream.resource<constant>{%c12} = #stream.parameter.named<"model"::"a", {offset = 4 : i64}> : tensor<3xi32>
    => !stream.timepoint
  %r0 = stream.timepoint.await %tp => %r#0 : !stream.resource<constant>{%c16}
  %t1 = stream.async.transfer %r0 : !stream.resource<constant>{%c16} -> !stream.resource<external>{%c16}
  %v1 = stream.tensor.export %t1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %r1 = stream.timepoint.await %tp => %r#1 : !stream.resource<constant>{%c12}
  %t2 = stream.async.transfer %r1 : !stream.resource<constant>{%c12} -> !stream.resource<external>{%c12}
  %v2 = stream.tensor.export %t2 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
  util.return %v0, %v1, %v2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
