// Queue-ordered allocation: alloca awaiting a timepoint, an execution
// region writing it, dealloca of a transient after its last use, on the
// queue it was allocated from (`origin`).
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c7 = arith.constant 7 : i32
  %t0 = stream.timepoint.immediate => !stream.timepoint
  %tmp, %t1 = stream.resource.alloca uninitialized await(%t0) => !stream.resource<transient>{%c16} => !stream.timepoint
  %out, %t2 = stream.resource.alloca uninitialized await(%t1) => !stream.resource<external>{%c16} => !stream.timepoint
  %t3 = stream.cmd.execute await(%t2) => with(%tmp as %a: !stream.resource<transient>{%c16}, %out as %b: !stream.resource<external>{%c16}) {
    stream.cmd.fill %c7, %a[%c0 for %c16] : i32 -> !stream.resource<transient>{%c16}
    stream.cmd.copy %a[%c0], %b[%c0], %c16 : !stream.resource<transient>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t4 = stream.resource.dealloca origin await(%t3) => %tmp : !stream.resource<transient>{%c16} => !stream.timepoint
  %t5 = stream.timepoint.join max(%t3, %t4) => !stream.timepoint
  %ready = stream.timepoint.await %t5 => %out : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
