
// Tests that chained updates (where one update's result is used as target of
// another update) are not incorrectly elided. The first update writes to a
// subset of the buffer, and even though only the second update's result is
// directly used by the export, the first update's write is still visible
// through the exported buffer.
//
// This is the concat pattern: alloca -> update[0:1] -> update[1:2] -> export
// where both updates contribute to the final buffer.

// CHECK-LABEL: @updateChained
util.func private @updateChained() -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1_i8 = arith.constant 1 : i8
  %c2_i8 = arith.constant 2 : i8
  // CHECK: %[[ALLOCA:.+]] = stream.async.alloca
  %alloca = stream.async.alloca : !stream.resource<*>{%c2}
  // CHECK: %[[SPLAT0:.+]] = stream.async.splat %c1_i8
  %splat0 = stream.async.splat %c1_i8 : i8 -> !stream.resource<*>{%c1}
  // CHECK: %[[SPLAT1:.+]] = stream.async.splat %c2_i8
  %splat1 = stream.async.splat %c2_i8 : i8 -> !stream.resource<*>{%c1}
  // First update writes [1] at position 0. This must NOT be elided because
  // the result is used as target of the second update.
  // CHECK: %[[UPDATE0:.+]] = stream.async.update %[[SPLAT0]], %[[ALLOCA]][%c0 to %c1]
  %update0 = stream.async.update %splat0, %alloca[%c0 to %c1] : !stream.resource<*>{%c1} -> %alloca as !stream.resource<*>{%c2}
  // Second update writes [2] at position 1.
  // CHECK: %[[UPDATE1:.+]] = stream.async.update %[[SPLAT1]], %[[UPDATE0]][%c1 to %c2]
  %update1 = stream.async.update %splat1, %update0[%c1 to %c2] : !stream.resource<*>{%c1} -> %update0 as !stream.resource<*>{%c2}
  // CHECK: util.return %[[UPDATE1]]
  util.return %update1 : !stream.resource<*>
}

