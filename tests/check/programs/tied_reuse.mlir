// tied-reuse: inside an async.execute (after copy-on-write materialization
// tied ops update in place) a clone reads %a after the fill updated it.
// FLAG: --function=main
// HAZARD: tied-reuse
// AT: stream.async.clone
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %nine = arith.constant 9 : i32
  %r, %t = stream.async.execute with() -> !stream.resource<external>{%c16} {
    %a = stream.async.splat %one : i32 -> !stream.resource<external>{%c16}
    %b = stream.async.fill %nine, %a[%c0 to %c4 for %c4] : i32 -> %a as !stream.resource<external>{%c16}
    %c = stream.async.clone %a : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    stream.yield %c : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %w = stream.timepoint.await %t => %r : !stream.resource<external>{%c16}
  %v = stream.tensor.export %w : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
