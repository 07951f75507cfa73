
// Legal chain: load -> await -> subview (metadata) -> slice (streamable).
// CHECK-LABEL: @asyncParameterLoadLegalAwaitSubviewSlice
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterLoadLegalAwaitSubviewSlice(%scope: !util.buffer, %key: !util.buffer) -> !stream.resource<constant> {
  %c0_i64 = arith.constant 0 : i64
  %c100 = arith.constant 100 : index
  %c20 = arith.constant 20 : index
  %c70 = arith.constant 70 : index
  %c50 = arith.constant 50 : index
  %c10 = arith.constant 10 : index
  %c40 = arith.constant 40 : index
  %c30 = arith.constant 30 : index
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
  %awaited = stream.timepoint.await %loaded_ready => %loaded : !stream.resource<constant>{%c100}
  // Subview of awaited resource is legal (metadata operation).
  %subview = stream.resource.subview %awaited[%c20] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
  // NO ERROR: subview is of awaited (timeline-safe) resource.
  // CHECK: stream.async.slice
  %sliced = stream.async.slice %subview[%c10 to %c40] : !stream.resource<constant>{%c50} -> !stream.resource<constant>{%c30}
  util.return %sliced : !stream.resource<constant>
}
