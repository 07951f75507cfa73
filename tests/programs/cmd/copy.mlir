// stream.cmd.copy between resources and within one resource (disjoint
// ranges), in a serial region.
// FLAG: --function=main
// FLAG: --input=8xi32=1 2 3 4 5 6 7 8
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<8xi32> in !stream.resource<external>{%c32}
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c32} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%in as %a: !stream.resource<external>{%c32}, %out as %b: !stream.resource<external>{%c32}) {
    stream.cmd.serial {
      stream.cmd.copy %a[%c16], %b[%c0], %c16 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
      stream.cmd.copy %b[%c0], %b[%c16], %c8 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
      stream.cmd.copy %a[%c0], %b[%c16 ], %c0 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
      stream.cmd.copy %a[%c0], %b[%c8], %c8 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c32}
  %view = stream.tensor.export %ready : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
