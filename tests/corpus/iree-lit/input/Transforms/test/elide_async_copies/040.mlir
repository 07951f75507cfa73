
// Tests that an update followed by a copy to a DIFFERENT region preserves the
// update. This pattern occurs in tensor.concat lowering where:
//   1. An output buffer is allocated
//   2. First concat operand is written via update to [0, N)
//   3. Second concat operand is written via copy to [N, M)
// The copy's result aliases the entire target buffer, so downstream reads of
// regions [0, N) must see the update's data.

// CHECK-LABEL: @updateNotElided_followedByCopyToDifferentRegion
// CHECK-SAME: (%[[SIZE:.+]]: index, %[[SRC:.+]]: !stream.resource<*>)
util.func private @updateNotElided_followedByCopyToDifferentRegion(
    %size: index, %copy_src: !stream.resource<*>)
    -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
  // Allocate output buffer.
  // CHECK: %[[ALLOCA:.+]] = stream.async.alloca
  %alloca = stream.async.alloca : !stream.resource<*>{%size}
  // Create data to update into first region.
  // CHECK: %[[UPDATE_SRC:.+]] = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%[[C4]]}
  %update_src = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes [0, 4). This must NOT be elided because the copy's result
  // aliases the entire buffer and downstream operations may read [0, 4).
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[UPDATE_SRC]], %[[ALLOCA]][%[[C0]] to %[[C4]]]
  %updated = stream.async.update %update_src, %alloca[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %alloca as !stream.resource<*>{%size}
  // Copy writes [4, 8) - different region than update. The copy result aliases
  // the full [0, 8) buffer, so reads of [0, 4) from copy result must see
  // the update's data.
  // CHECK: %[[COPIED:.+]] = stream.async.copy %[[SRC]][%[[C0]] to %[[C4]]], %[[UPDATED]][%[[C4]] to %[[C8]]], %[[C4]]
  %copied = stream.async.copy %copy_src[%c0 to %c4], %updated[%c4 to %c8], %c4
      : !stream.resource<*>{%size} -> %updated as !stream.resource<*>{%size}
  // CHECK: util.return %[[COPIED]]
  util.return %copied : !stream.resource<*>
}

