// stream.async.concurrent waves inside an execution region, with a tied
// result passed through the wave and results yielded from it.
// FLAG: --function=main
// FLAG: --input=4xf32=1 2 3 4
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %pat = arith.constant 1065353216 : i32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %r:2, %t = stream.async.execute with(%in as %x: !stream.resource<external>{%c16}) -> (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) {
    %w:2 = stream.async.concurrent with(%x as %y: !stream.resource<external>{%c16}) -> (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) {
      %a = stream.async.clone %y : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
      %b = stream.async.splat %pat : i32 -> !stream.resource<external>{%c16}
      stream.yield %a, %b : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
    }
    %u = stream.async.update %w#1, %w#0[%c0 to %c16] : !stream.resource<external>{%c16} -> %w#0 as !stream.resource<external>{%c16}
    %z = stream.async.copy %x[%c8 to %c16], %w#1[%c0 to %c8], %c8 : !stream.resource<external>{%c16} -> %w#1 as !stream.resource<external>{%c16}
    stream.yield %u, %z : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  } => !stream.timepoint
  %o:2 = stream.timepoint.await %t => %r#0, %r#1 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %o#0 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %v1 = stream.tensor.export %o#1 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
