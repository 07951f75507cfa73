
// Tests stream.tensor.import consume with type-changing transfer.
// Type-changing transfer from consumed import should be preserved.

// CHECK-LABEL: @consume_import_type_changing_transfer
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @consume_import_type_changing_transfer(%arg0: !util.buffer) -> !stream.resource<transient> {
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import consume %[[BUFFER]] : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  %import = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK: %[[TRANSFER:.+]] = stream.async.transfer %[[IMPORT]] : !stream.resource<external>{%c100} -> !stream.resource<transient>{%c100}
  %transfer = stream.async.transfer %import : !stream.resource<external>{%c100} -> !stream.resource<transient>{%c100}
  // CHECK: util.return %[[TRANSFER]]
  util.return %transfer : !stream.resource<transient>
}

