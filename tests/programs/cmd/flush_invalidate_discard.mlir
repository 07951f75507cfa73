// stream.cmd.flush / invalidate / discard: no-ops on coherent host memory
// (range-checked), around a fill.
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.invalidate %o[%c0 for %c16] : !stream.resource<external>{%c16}
    stream.cmd.fill %c5, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
    stream.cmd.flush %o[%c0 for %c16] : !stream.resource<external>{%c16}
    stream.cmd.discard %o[%c0 for %c16] : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
