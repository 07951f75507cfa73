// stream.async.execute with splat, clone, slice, fill, update and copy
// (tied results updated in place) and two results.
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i32
  %nine = arith.constant 9 : i8
  %r:2, %t = stream.async.execute with() -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c16}) {
    %a = stream.async.splat %one : i32 -> !stream.resource<external>{%c32}
    %b = stream.async.clone %a : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
    %c = stream.async.fill %nine, %b[%c4 to %c12 for %c8] : i8 -> %b as !stream.resource<external>{%c32}
    %d = stream.async.slice %c[%c0 to %c16] : !stream.resource<external>{%c32} -> !stream.resource<external>{%c16}
    %e = stream.async.update %d, %a[%c16 to %c32] : !stream.resource<external>{%c16} -> %a as !stream.resource<external>{%c32}
    %f = stream.async.copy %c[%c8 to %c12], %d[%c0 to %c4], %c4 : !stream.resource<external>{%c32} -> %d as !stream.resource<external>{%c16}
    stream.yield %e, %f : !stream.resource<external>{%c32}, !stream.resource<external>{%c16}
  } => !stream.timepoint
  %w:2 = stream.timepoint.await %t => %r#0, %r#1 : !stream.resource<external>{%c32}, !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %w#0 : tensor<32xi8> in !stream.resource<external>{%c32} -> !hal.buffer_view
  %v1 = stream.tensor.export %w#1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
