// Near miss of race_wave: the same two fills in serial order (a
// cmd.serial inside the wave) or in disjoint ranges do not race.
// FLAG: --function=main
// HAZARD: none
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c32} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c32}) {
    stream.cmd.concurrent {
      stream.cmd.serial {
        stream.cmd.fill %one, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c32}
        stream.cmd.fill %two, %o[%c8 for %c8] : i32 -> !stream.resource<external>{%c32}
      }
      stream.cmd.fill %two, %o[%c16 for %c16] : i32 -> !stream.resource<external>{%c32}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c32}
  %view = stream.tensor.export %ready : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
