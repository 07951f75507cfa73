// A missing dependency: in one concurrent wave, the fill writes %x while the
// copy reads it. In program order (the serial oracle) the copy sees the
// fill's 7s; with the wave's children last first it sees the zeros of the
// fresh allocation. --compare-serial must report result[0] element 0.
util.func public @race() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c7_i32 = arith.constant 7 : i32
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %y = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.execute with(%x as %bx: !stream.resource<external>{%c16}, %y as %by: !stream.resource<external>{%c16}) {
    stream.cmd.concurrent {
      stream.cmd.fill %c7_i32, %bx[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
      stream.cmd.copy %bx[%c0], %by[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t => %y : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
