// stream.async.alloca and stream.async.barrier inside an execution region:
// a fresh allocation filled, a barrier on it, a copy into it.
// FLAG: --function=main
// FLAG: --input=4xi32=1 2 3 4
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %pat = arith.constant 9 : i32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %r, %t = stream.async.execute with(%in as %x: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c32} {
    %a = stream.async.alloca : !stream.resource<external>{%c32}
    %b = stream.async.fill %pat, %a[%c0 to %c32 for %c32] : i32 -> %a as !stream.resource<external>{%c32}
    %c = stream.async.barrier %b : !stream.resource<external>{%c32}
    %d = stream.async.copy %x[%c0 to %c16], %c[%c8 to %c24], %c16 : !stream.resource<external>{%c16} -> %c as !stream.resource<external>{%c32}
    stream.yield %d : !stream.resource<external>{%c32}
  } => !stream.timepoint
  %o = stream.timepoint.await %t => %r : !stream.resource<external>{%c32}
  %v = stream.tensor.export %o : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
