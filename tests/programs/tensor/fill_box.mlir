// stream.tensor.fill of a 2-D box: streamref fills the documented box
// (rows 1..2, columns 1..2); IREE's encode-host-tensors linearizes the
// lengths vector instead (SEMANTICS.md §4.1), so the expected output is
// the documented meaning, written by hand.
// FLAG: --function=main
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 3x4xi32=[0 0 0 0][0 5 5 0][0 5 5 0]
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i32
  %five = arith.constant 5 : i32
  %s = stream.tensor.sizeof tensor<3x4xi32> : index
  %z = stream.tensor.splat %zero : i32 -> tensor<3x4xi32> in !stream.resource<*>{%s}
  %f = stream.tensor.fill %five, %z[%c1, %c1 for %c2, %c2] : i32 -> tensor<3x4xi32> in %z as !stream.resource<*>{%s}
  %x = stream.async.cast %f : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %v = stream.tensor.export %x : tensor<3x4xi32> in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
