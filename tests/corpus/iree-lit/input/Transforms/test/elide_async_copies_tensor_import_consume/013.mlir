
// Tests that borrowed storage is preserved across call boundaries. Even though
// the imported SSA value is a last-use call operand, the callee argument still
// aliases non-consuming imported storage and needs its protective clone.

// CHECK-LABEL: util.func private @borrowed_import_last_use_callee
// CHECK-SAME: (%[[ARG:.+]]: !stream.resource<external>)
util.func private @borrowed_import_last_use_callee(%arg: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[ARG]]
  %clone = stream.async.clone %arg : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[CLONE]]
  %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %clone as !stream.resource<external>{%c100}
  // CHECK: util.return %[[FILL]]
  util.return %fill : !stream.resource<external>
}

// CHECK-LABEL: @borrowed_import_last_use_caller
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @borrowed_import_last_use_caller(%arg0: !util.buffer) -> !stream.resource<external> {
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import %[[BUFFER]]
  %import = stream.tensor.import %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK: %[[RESULT:.+]] = util.call @borrowed_import_last_use_callee(%[[IMPORT]])
  %result = util.call @borrowed_import_last_use_callee(%import) : (!stream.resource<external>) -> !stream.resource<external>
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

