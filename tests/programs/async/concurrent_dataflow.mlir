// stream.async.concurrent children that use each other's results: the wave
// may overlap independent children but runs a child after the siblings it
// reads (a chain splat -> update -> copy next to an independent slice).
// FLAG: --function=main
// FLAG: --input=4xi32=1 2 3 4
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %c24 = arith.constant 24 : index
  %c28 = arith.constant 28 : index
  %c32 = arith.constant 32 : index
  %pat = arith.constant 7 : i32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %r:2, %t = stream.async.execute with(%in as %x: !stream.resource<external>{%c16}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c8}) {
    %w:2 = stream.async.concurrent with(%x as %y: !stream.resource<external>{%c16}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c8}) {
      %a = stream.async.splat %pat : i32 -> !stream.resource<external>{%c32}
      %b = stream.async.update %y, %a[%c4 to %c20] : !stream.resource<external>{%c16} -> %a as !stream.resource<external>{%c32}
      %c = stream.async.copy %y[%c0 to %c8], %b[%c16 to %c24], %c8 : !stream.resource<external>{%c16} -> %b as !stream.resource<external>{%c32}
      %d = stream.async.fill %pat, %c[%c28 to %c32 for %c4] : i32 -> %c as !stream.resource<external>{%c32}
      %s = stream.async.slice %y[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
      stream.yield %d, %s : !stream.resource<external>{%c32}, !stream.resource<external>{%c8}
    }
    stream.yield %w#0, %w#1 : !stream.resource<external>{%c32}, !stream.resource<external>{%c8}
  } => !stream.timepoint
  %o:2 = stream.timepoint.await %t => %r#0, %r#1 : !stream.resource<external>{%c32}, !stream.resource<external>{%c8}
  %v0 = stream.tensor.export %o#0 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  %v1 = stream.tensor.export %o#1 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
