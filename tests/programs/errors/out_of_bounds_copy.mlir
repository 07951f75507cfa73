// A copy whose source range runs past the resource: the region fails and
// the await reports the copy's location.
// FLAG: --function=main
// ERROR-AT: stream.cmd.copy
// ERROR: out of bounds
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c12 = arith.constant 12 : index
  %a, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%a as %x: !stream.resource<external>{%c16}) {
    stream.cmd.copy %x[%c12], %x[%c0], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %r = stream.timepoint.await %t1 => %a : !stream.resource<external>{%c16}
  %v = stream.tensor.export %r : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
