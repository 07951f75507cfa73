
// Tests that an update where the result is only used for another write
// to the same region can have the update elided.

// CHECK-LABEL: @updateElisionNoRead
util.func private @updateElisionNoRead(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  %c789_i32 = arith.constant 789 : i32
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[UPDATE:.+]] = stream.async.splat %c456
  %update = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes to [0, 4).
  // Next user writes to [0, 4), completely overwriting this update.
  // CHECK-NOT: stream.async.update %[[UPDATE]]
  %updated = stream.async.update %update, %target[%c0 to %c4] : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // CHECK: %[[FILL:.+]] = stream.async.fill %c789_i32, %[[TARGET]]
  %filled = stream.async.fill %c789_i32, %updated[%c0 to %c4 for %c4] : i32 -> !stream.resource<*>{%size}
  util.return %filled : !stream.resource<*>
}

