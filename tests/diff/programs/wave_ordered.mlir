// The near miss of wave_race.mlir: the copy follows the fill in the
// execute region's block (a barrier between them), so every schedule gives
// the fill's 7s and --compare-serial reports no difference.
util.func public @ordered() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c7_i32 = arith.constant 7 : i32
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %y = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.execute with(%x as %bx: !stream.resource<external>{%c16}, %y as %by: !stream.resource<external>{%c16}) {
    stream.cmd.concurrent {
      stream.cmd.fill %c7_i32, %bx[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
    }
    stream.cmd.copy %bx[%c0], %by[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t => %y : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
