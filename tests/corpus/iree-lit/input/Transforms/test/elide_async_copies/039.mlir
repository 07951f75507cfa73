
// Tests that chained updates to DIFFERENT regions preserve both updates.
// When the second update writes to a different range, the first update's
// write is still visible through the final result.

// CHECK-LABEL: @updateNotElided_chainedDifferentRegion
// CHECK-SAME: (%[[SIZE:.+]]: index)
util.func private @updateNotElided_chainedDifferentRegion(%size: index)
    -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  %c789_i32 = arith.constant 789 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%[[SIZE]]}
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[UPDATE1_SRC:.+]] = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%[[C4]]}
  %update1_src = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // CHECK: %[[UPDATE2_SRC:.+]] = stream.async.splat %c789_i32 : i32 -> !stream.resource<*>{%[[C4]]}
  %update2_src = stream.async.splat %c789_i32 : i32 -> !stream.resource<*>{%c4}
  // First update writes [0, 4). This must NOT be elided because second
  // update writes to a different region [4, 8).
  // CHECK: %[[UPDATED1:.+]] = stream.async.update %[[UPDATE1_SRC]], %[[TARGET]][%[[C0]] to %[[C4]]]
  %updated1 = stream.async.update %update1_src, %target[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // Second update writes [4, 8) - different region, first must be kept.
  // CHECK: %[[UPDATED2:.+]] = stream.async.update %[[UPDATE2_SRC]], %[[UPDATED1]][%[[C4]] to %[[C8]]]
  %updated2 = stream.async.update %update2_src, %updated1[%c4 to %c8]
      : !stream.resource<*>{%c4} -> %updated1 as !stream.resource<*>{%size}
  // CHECK: util.return %[[UPDATED2]]
  util.return %updated2 : !stream.resource<*>
}

