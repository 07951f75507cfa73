
// Tests stream.tensor.import consume feeding transfer.
// Same-type transfer from consumed import can be elided.

// CHECK-LABEL: @consume_import_to_transfer
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @consume_import_to_transfer(%arg0: !util.buffer) -> !stream.resource<external> {
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import consume %[[BUFFER]]
  %import = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK-NOT: stream.async.transfer
  %transfer = stream.async.transfer %import : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: util.return %[[IMPORT]]
  util.return %transfer : !stream.resource<external>
}

