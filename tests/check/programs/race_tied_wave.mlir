// race: the IREE bug class of a conflicting read and tied write in one
// stream.async.concurrent: the fill updates %y in place while its sibling
// clone reads %y, and no dataflow orders the two.
// FLAG: --function=main
// HAZARD: race
// AT: stream.async.clone
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %nine = arith.constant 9 : i32
  %r:2, %t = stream.async.execute with() -> (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) {
    %a = stream.async.splat %one : i32 -> !stream.resource<external>{%c16}
    %w:2 = stream.async.concurrent with(%a as %y: !stream.resource<external>{%c16}) -> (%a as !stream.resource<external>{%c16}, !stream.resource<external>{%c16}) {
      %f = stream.async.fill %nine, %y[%c0 to %c4 for %c4] : i32 -> %y as !stream.resource<external>{%c16}
      %g = stream.async.clone %y : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
      stream.yield %f, %g : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
    }
    stream.yield %w#0, %w#1 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  } => !stream.timepoint
  %o:2 = stream.timepoint.await %t => %r#0, %r#1 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %o#0 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %v1 = stream.tensor.export %o#1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
