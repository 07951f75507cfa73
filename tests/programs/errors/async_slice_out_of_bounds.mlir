// An out-of-bounds slice inside an async execution region: the region's
// timepoint fails and the await reports the slice's location.
// FLAG: --function=main
// ERROR-AT: stream.async.slice
// ERROR: out of bounds
util.func public @main() -> !hal.buffer_view {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %one = arith.constant 1 : i32
  %r, %t = stream.async.execute with() -> !stream.resource<external>{%c16} {
    %a = stream.async.splat %one : i32 -> !stream.resource<external>{%c16}
    %b = stream.async.slice %a[%c8 to %c24] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    stream.yield %b : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %o = stream.timepoint.await %t => %r : !stream.resource<external>{%c16}
  %v = stream.tensor.export %o : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
