// stream.timepoint.export: a region's timepoint becomes a !hal.fence that
// the host waits on (hal.fence.await) before exporting the result.
// FLAG: --function=main
// FLAG: --input=4xi32=1 2 3 4
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %timeout = arith.constant -1 : i32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %out, %t1 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t2 = stream.cmd.execute await(%t1) => with(%in as %a: !stream.resource<external>{%c16}, %out as %b: !stream.resource<external>{%c16}) {
    stream.cmd.copy %a[%c8], %b[%c0], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    stream.cmd.copy %a[%c0], %b[%c8], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %fence = stream.timepoint.export %t2 => (!hal.fence)
  %status = hal.fence.await until([%fence]) timeout_millis(%timeout) flags("None") : i32
  util.status.check_ok %status, "fence wait failed"
  %v = stream.tensor.export %out : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
