// A 4-byte fill pattern at offset 2: the HAL alignment rule.
// FLAG: --function=main
// ERROR-AT: stream.cmd.fill
// ERROR: misaligned fill
util.func public @main() -> !hal.buffer_view {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %v = arith.constant 7 : i32
  %a, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%a as %x: !stream.resource<external>{%c16}) {
    stream.cmd.fill %v, %x[%c2 for %c8] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %r = stream.timepoint.await %t1 => %a : !stream.resource<external>{%c16}
  %view = stream.tensor.export %r : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
