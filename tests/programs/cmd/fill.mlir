// stream.cmd.fill with 1-, 2- and 4-byte patterns into one buffer.
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c1_i8 = arith.constant 1 : i8
  %c258_i16 = arith.constant 258 : i16
  %cm1_i32 = arith.constant -1 : i32
  %result, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%result as %r: !stream.resource<external>{%c16}) {
    stream.cmd.fill %c1_i8, %r[%c0 for %c4] : i8 -> !stream.resource<external>{%c16}
    stream.cmd.fill %c258_i16, %r[%c4 for %c4] : i16 -> !stream.resource<external>{%c16}
    stream.cmd.fill %cm1_i32, %r[%c8 for %c8] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %result : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
