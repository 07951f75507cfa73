
// Tests stream.tensor.import consume with reuse as output.
// When consumed, the input buffer can be reused for output.

// CHECK-LABEL: @consume_import_reuse_as_output
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @consume_import_reuse_as_output(%arg0: !util.buffer) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import consume %[[BUFFER]]
  %import = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @ex::@dispatch(%[[IMPORT]][%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> %[[IMPORT]]{%c100}
  %dispatch = stream.async.dispatch @ex::@dispatch(%import[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> %import{%c100}
  // CHECK: util.return %[[DISPATCH]]
  util.return %dispatch : !stream.resource<external>
}

