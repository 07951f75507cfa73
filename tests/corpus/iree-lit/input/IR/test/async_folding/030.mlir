
// CHECK-LABEL: @FoldAsyncLoadBitcast
util.func private @FoldAsyncLoadBitcast(%arg0: !stream.resource<staging>, %arg1: index) -> f32 {
  %c0 = arith.constant 0 : index
  // CHECK: %[[F32:.+]] = stream.async.load %arg0[%c0] : !stream.resource<staging>{%arg1} -> f32
  %0 = stream.async.load %arg0[%c0] : !stream.resource<staging>{%arg1} -> i32
  // CHECK-NOT: arith.bitcast
  %1 = arith.bitcast %0 : i32 to f32
  // CHECK: util.return %[[F32]]
  util.return %1 : f32
}

