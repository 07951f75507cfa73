// stream.cmd.concurrent waves (children may run together) between serial
// steps; the second wave reads what the first wrote.
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c64} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c64}) {
    stream.cmd.concurrent {
      stream.cmd.fill %one, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c64}
      stream.cmd.fill %two, %o[%c16 for %c16] : i32 -> !stream.resource<external>{%c64}
    }
    stream.cmd.concurrent {
      stream.cmd.copy %o[%c0], %o[%c32], %c16 : !stream.resource<external>{%c64} -> !stream.resource<external>{%c64}
      stream.cmd.copy %o[%c16], %o[%c48], %c16 : !stream.resource<external>{%c64} -> !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c64}
  %view = stream.tensor.export %ready : tensor<4x4xi32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
