// stream.resource.subview: views alias their source (offsets add up).
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c32} => !stream.timepoint
  %half = stream.resource.subview %out[%c16] : !stream.resource<external>{%c32} -> !stream.resource<external>{%c16}
  %quarter = stream.resource.subview %half[%c8] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
  %t1 = stream.cmd.execute await(%t0) => with(%out as %a: !stream.resource<external>{%c32}, %quarter as %q: !stream.resource<external>{%c8}) {
    stream.cmd.fill %one, %a[%c0 for %c32] : i32 -> !stream.resource<external>{%c32}
    stream.cmd.fill %two, %q[%c4 for %c4] : i32 -> !stream.resource<external>{%c8}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c32}
  %v0 = stream.tensor.export %ready : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  %h2 = stream.resource.subview %ready[%c16] : !stream.resource<external>{%c32} -> !stream.resource<external>{%c16}
  %v1 = stream.tensor.export %h2 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
