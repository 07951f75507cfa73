// The benchmark suite's program (tests/tools/benchmark_test.c has the same
// text): two functions without inputs, one with, one internal.
util.func public @alpha() -> index {
  %c = arith.constant 3 : index
  util.return %c : index
}
util.func public @beta() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  %r, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c64} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%r as %o: !stream.resource<external>{%c64}) {
    stream.cmd.fill %one, %o[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %r : !stream.resource<external>{%c64}
  %v = stream.tensor.export %ready : tensor<16xi32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
util.func public @gamma(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  util.return %y : i32
}
util.func public @__internal() -> index {
  %c = arith.constant 1 : index
  util.return %c : index
}
