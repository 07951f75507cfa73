
// Tests that tensor.import without consume attribute preserves clone when
// the import has multiple uses (by-reference semantics).

// CHECK-LABEL: @tensor_import_no_consume_preserves_clone
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @tensor_import_no_consume_preserves_clone(%arg0: !util.buffer) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import %[[BUFFER]] : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  %import = stream.tensor.import %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[IMPORT]]
  %clone = stream.async.clone %import : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[CLONE]]
  %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %clone as !stream.resource<external>{%c100}
  // Import used again - multiple uses means by-reference.
  // CHECK: util.return %[[FILL]], %[[IMPORT]]
  util.return %fill, %import : !stream.resource<external>, !stream.resource<external>
}

