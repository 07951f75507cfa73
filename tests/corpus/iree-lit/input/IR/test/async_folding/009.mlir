
// Allow pattern because we can verify the target is safe to elide.

// CHECK-LABEL: @FlattenFullFillToSplat
util.func private @FlattenFullFillToSplat(%arg0: index, %arg1: i32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
  // CHECK: %[[T:.+]] = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
  %0 = stream.async.fill %arg1, %target[%c0 to %arg0 for %arg0] : i32 -> %target as !stream.resource<*>{%arg0}
  // CHECK: util.return %[[T]]
  util.return %0 : !stream.resource<*>
}

