
// Tests mixed stream.tensor.import (with and without consume).
// Clone preservation depends on consume attribute and usage.

// CHECK-LABEL: @mixed_consume_no_consume
// CHECK-SAME: (%[[BUFFER0:[^:]+]]: !util.buffer, %[[BUFFER1:[^:]+]]: !util.buffer)
util.func public @mixed_consume_no_consume(%arg0: !util.buffer, %arg1: !util.buffer) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32

  // With consume - clone can be elided (last use).
  // CHECK: %[[IMPORT0:.+]] = stream.tensor.import consume %[[BUFFER0]]
  %import0 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK-NOT: stream.async.clone %[[IMPORT0]]
  %clone0 = stream.async.clone %import0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: %[[FILL0:.+]] = stream.async.fill %c123_i32, %[[IMPORT0]]
  %fill0 = stream.async.fill %c123_i32, %clone0[%c0 to %c100 for %c100] : i32 -> %clone0 as !stream.resource<external>{%c100}

  // Without consume - clone must be preserved (multiple uses).
  // CHECK: %[[IMPORT1:.+]] = stream.tensor.import %[[BUFFER1]]
  %import1 = stream.tensor.import %arg1 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK: %[[CLONE1:.+]] = stream.async.clone %[[IMPORT1]]
  %clone1 = stream.async.clone %import1 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: %[[FILL1:.+]] = stream.async.fill %c123_i32, %[[CLONE1]]
  %fill1 = stream.async.fill %c123_i32, %clone1[%c0 to %c100 for %c100] : i32 -> %clone1 as !stream.resource<external>{%c100}

  // CHECK: util.return %[[FILL0]], %[[FILL1]], %[[IMPORT1]]
  util.return %fill0, %fill1, %import1 : !stream.resource<external>, !stream.resource<external>, !stream.resource<external>
}

