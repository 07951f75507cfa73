// stream.timepoint.immediate, join of two regions, barrier and await with
// several resources.
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %t0 = stream.timepoint.immediate => !stream.timepoint
  %a, %ta = stream.resource.alloca uninitialized await(%t0) => !stream.resource<external>{%c8} => !stream.timepoint
  %b, %tb = stream.resource.alloca uninitialized await(%t0) => !stream.resource<external>{%c8} => !stream.timepoint
  %t1 = stream.cmd.execute await(%ta) => with(%a as %x: !stream.resource<external>{%c8}) {
    stream.cmd.fill %one, %x[%c0 for %c8] : i32 -> !stream.resource<external>{%c8}
  } => !stream.timepoint
  %t2 = stream.cmd.execute await(%tb) => with(%b as %y: !stream.resource<external>{%c8}) {
    stream.cmd.fill %two, %y[%c0 for %c8] : i32 -> !stream.resource<external>{%c8}
  } => !stream.timepoint
  %j = stream.timepoint.join max(%t1, %t2) => !stream.timepoint
  %w:2 = stream.timepoint.await %j => %a, %b : !stream.resource<external>{%c8}, !stream.resource<external>{%c8}
  %bb, %tbb = stream.timepoint.barrier %w#1 : !stream.resource<external>{%c8} => !stream.timepoint
  %ready = stream.timepoint.await %tbb => %bb : !stream.resource<external>{%c8}
  %v0 = stream.tensor.export %w#0 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  %v1 = stream.tensor.export %ready : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
