
// Tests that an update followed by a copy to the SAME region allows elision.
// When the copy fully overwrites the update region, the update's data is never
// observable and can be safely elided.

// CHECK-LABEL: @updateElided_followedByCopyToSameRegion
// CHECK-SAME: (%[[SIZE:.+]]: index, %[[SRC:.+]]: !stream.resource<*>)
util.func private @updateElided_followedByCopyToSameRegion(
    %size: index, %copy_src: !stream.resource<*>)
    -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // Allocate output buffer.
  // CHECK: %[[ALLOCA:.+]] = stream.async.alloca
  %alloca = stream.async.alloca : !stream.resource<*>{%size}
  // Create data to update into first region.
  %update_src = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes [0, 4). This CAN be elided because the copy writes to the
  // exact same region, fully overwriting the update's data.
  // CHECK-NOT: stream.async.update
  %updated = stream.async.update %update_src, %alloca[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %alloca as !stream.resource<*>{%size}
  // Copy writes [0, 4) - same region as update, fully overwrites.
  // CHECK: %[[COPIED:.+]] = stream.async.copy %[[SRC]][%[[C0]] to %[[C4]]], %[[ALLOCA]][%[[C0]] to %[[C4]]], %[[C4]]
  %copied = stream.async.copy %copy_src[%c0 to %c4], %updated[%c0 to %c4], %c4
      : !stream.resource<*>{%size} -> %updated as !stream.resource<*>{%size}
  // CHECK: util.return %[[COPIED]]
  util.return %copied : !stream.resource<*>
}

