
// The target is tied and we cannot avoid the fill.

// CHECK-LABEL: @FlattenFullFillToSplatUnsafe
util.func private @FlattenFullFillToSplatUnsafe(%arg0: index, %arg1: i32, %arg2: !util.buffer) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: stream.tensor.import
  %target = stream.tensor.import %arg2 : !util.buffer -> tensor<8xi32> in !stream.resource<*>{%arg0}
  // CHECK: stream.async.fill
  %0 = stream.async.fill %arg1, %target[%c0 to %arg0 for %arg0] : i32 -> %target as !stream.resource<*>{%arg0}
  util.return %0 : !stream.resource<*>
}

