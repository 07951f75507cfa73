// stream.test.timeline_op and stream.test.timeline_aware run after their
// awaits: a tied result is its operand (sevens), an untied one a
// deterministic function of what the op read; timeline_aware's result the
// same of its argument, after its wait fence.
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i32
  %a, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%a as %x: !stream.resource<external>{%c16}) {
    stream.cmd.fill %seven, %x[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %r:2, %t2 = stream.test.timeline_op await(%t1) => with(%a) : (!stream.resource<external>{%c16}) -> (%a{%c16}, !stream.resource<external>{%c16}) => !stream.timepoint
  %ready:2 = stream.timepoint.await %t2 => %r#0, %r#1 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %wait = stream.timepoint.export %t2 => (!stream.test.fence)
  %none = stream.timepoint.immediate => !stream.timepoint
  %signal = stream.timepoint.export %none => (!stream.test.fence)
  %computed = stream.test.timeline_aware(%ready#1) waits(%wait) signals(%signal) : (!stream.resource<external>) -> !stream.resource<external>
  %tied_view = stream.tensor.export %ready#0 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %fresh_view = stream.tensor.export %ready#1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %aware_view = stream.tensor.export %computed : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %tied_view, %fresh_view, %aware_view : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
