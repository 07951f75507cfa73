// The coarse-fences ABI: the caller's wait fence is imported as a
// timepoint, the region's timepoint is chained to the signal fence, and
// results are returned before they are ready (the caller waits on the
// signal fence).
// FLAG: --function=main
// FLAG: --input=4xi32=1 2 3 4
util.func public @main(%arg0: !hal.buffer_view, %wait: !hal.fence, %signal: !hal.fence) -> !hal.buffer_view attributes {iree.reflection = {iree.abi.model = "coarse-fences"}} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %t0 = stream.timepoint.import %wait : (!hal.fence) => !stream.timepoint
  %out, %t1 = stream.resource.alloca uninitialized await(%t0) => !stream.resource<external>{%c16} => !stream.timepoint
  %t2 = stream.cmd.execute await(%t1) => with(%in as %a: !stream.resource<external>{%c16}, %out as %b: !stream.resource<external>{%c16}) {
    stream.cmd.copy %a[%c8], %b[%c0], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    stream.cmd.copy %a[%c0], %b[%c8], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  stream.timepoint.chain_external %t2 => (%signal : !hal.fence)
  %v = stream.tensor.export %out : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
