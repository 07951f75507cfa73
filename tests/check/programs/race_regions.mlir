// race: two execution regions write one resource and no timepoint orders
// the second after the first (streamref's own queue order would hide it).
// FLAG: --function=main
// HAZARD: race
// AT: stream.cmd.fill#2
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.fill %one, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t2 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.fill %two, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t3 = stream.timepoint.join max(%t1, %t2) => !stream.timepoint
  %ready = stream.timepoint.await %t3 => %out : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
