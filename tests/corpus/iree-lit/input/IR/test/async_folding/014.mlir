
// If we can't analyze the resources we can't fold as the update may be required
// to preserve an in-place update of an external resource.

// CHECK-LABEL: @DontFoldNonLocalAsyncUpdateOp
util.func private @DontFoldNonLocalAsyncUpdateOp(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: stream.async.update
  %0 = stream.async.update %arg1, %arg0[%c0 to %arg2] : !stream.resource<*>{%arg2} -> %arg0 as !stream.resource<*>{%arg2}
  util.return %0 : !stream.resource<*>
}

