
// Tests that an update cannot be elided when target has multiple users.
// Even if the update itself would be safe to elide, we conservatively keep it
// when target is used elsewhere to avoid subtle aliasing issues.

// CHECK-LABEL: @updateNotElided_targetMultipleUsers
// CHECK-SAME: (%[[SIZE:.+]]: index)
util.func private @updateNotElided_targetMultipleUsers(%size: index)
    -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%[[SIZE]]}
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[UPDATE_SRC:.+]] = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%[[C4]]}
  %update_src = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // Target has two users: the update and the return.
  // The update must NOT be elided because target has multiple users.
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[UPDATE_SRC]], %[[TARGET]][%[[C0]] to %[[C4]]]
  %updated = stream.async.update %update_src, %target[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // Return both target and updated - target has multiple users.
  // CHECK: util.return %[[TARGET]], %[[UPDATED]]
  util.return %target, %updated : !stream.resource<*>, !stream.resource<*>
}

