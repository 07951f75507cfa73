
// CHECK-LABEL: @ElideRedundantFill
util.func private @ElideRedundantFill(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: %[[T:.+]] = stream.async.splat %arg2 : i32 -> !stream.resource<*>{%arg1}
  %0 = stream.async.splat %arg2 : i32 -> !stream.resource<*>{%arg1}
  // CHECK-NOT: stream.async.fill
  %1 = stream.async.fill %arg2, %0[%c0 to %arg1 for %arg1] : i32 -> %0 as !stream.resource<*>{%arg1}
  // CHECK: util.return %[[T]]
  util.return %1 : !stream.resource<*>
}

