
// Tests that copies are not inserted where they are trivially not needed.

// CHECK-LABEL: @singleUseTiedOperand
//  CHECK-SAME: (%[[SIZE:.+]]: index)
util.func public @singleUseTiedOperand(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  %c789_i32 = arith.constant 789 : i32
  // CHECK: stream.async.splat
  %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.fill
  %1 = stream.async.fill %c456_i32, %0[%c0 to %c128 for %c128] : i32 -> %0 as !stream.resource<*>{%size}
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.fill
  %2 = stream.async.fill %c789_i32, %1[%c128 to %c256 for %c128] : i32 -> %0 as !stream.resource<*>{%size}
  util.return %2 : !stream.resource<*>
}

