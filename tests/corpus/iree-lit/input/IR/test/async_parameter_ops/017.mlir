
// Metadata operations are allowed on resources from timeline ops.
// CHECK-LABEL: @asyncParameterLoadLegalSubviewMetadata
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @asyncParameterLoadLegalSubviewMetadata(%scope: !util.buffer, %key: !util.buffer) {
  %c0_i64 = arith.constant 0 : i64
  %c100 = arith.constant 100 : index
  %c20 = arith.constant 20 : index
  %c50 = arith.constant 50 : index
  %loaded, %loaded_ready = stream.async.parameter.load %scope::%key[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
  // CHECK: stream.resource.subview
  %subview = stream.resource.subview %loaded[%c20] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
  util.return
}

