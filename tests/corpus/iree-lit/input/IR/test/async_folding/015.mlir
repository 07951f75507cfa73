
// We can only fold when we prove that the target has value semantics.

// CHECK-LABEL: @FoldLocalAsyncUpdateOp
util.func private @FoldLocalAsyncUpdateOp(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK-NOT: stream.async.splat
  %splat = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg1}
  // CHECK-NOT: stream.async.update
  %update = stream.async.update %arg0, %splat[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %result as !stream.resource<*>{%arg1}
  // CHECK: util.return %arg0
  util.return %update : !stream.resource<*>
}

