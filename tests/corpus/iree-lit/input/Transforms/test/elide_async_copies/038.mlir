
// Tests that chained updates to the SAME region can have the first elided.
// When the second update completely overwrites the same range as the first,
// the first update is dead and can be removed.

// CHECK-LABEL: @updateElided_chainedSameRegion
// CHECK-SAME: (%[[SIZE:.+]]: index)
util.func private @updateElided_chainedSameRegion(%size: index)
    -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  %c789_i32 = arith.constant 789 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%[[SIZE]]}
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // First splat for update1 - remains but its update is elided.
  %update1_src = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // CHECK: %[[UPDATE2_SRC:.+]] = stream.async.splat %c789_i32 : i32 -> !stream.resource<*>{%[[C4]]}
  %update2_src = stream.async.splat %c789_i32 : i32 -> !stream.resource<*>{%c4}
  // First update writes [0, 4). This CAN be elided because the second update
  // writes to the exact same range, fully overwriting it.
  %updated1 = stream.async.update %update1_src, %target[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // Second update writes [0, 4) - exact same region, overwrites first.
  // The first update was elided, so this now updates %target directly.
  // CHECK: %[[UPDATED2:.+]] = stream.async.update %[[UPDATE2_SRC]], %[[TARGET]][%[[C0]] to %[[C4]]]
  %updated2 = stream.async.update %update2_src, %updated1[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %updated1 as !stream.resource<*>{%size}
  // CHECK: util.return %[[UPDATED2]]
  util.return %updated2 : !stream.resource<*>
}

