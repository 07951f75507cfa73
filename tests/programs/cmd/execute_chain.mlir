// Two stream.cmd.execute regions ordered by a timepoint: the second reads
// what the first wrote.
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %v = arith.constant 42 : i32
  %a, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%a as %x: !stream.resource<external>{%c16}) {
    stream.cmd.fill %v, %x[%c0 for %c8] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t2 = stream.cmd.execute once await(%t1) => with(%a as %x: !stream.resource<external>{%c16}) {
    stream.cmd.copy %x[%c0], %x[%c8], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %a : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
