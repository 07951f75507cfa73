
//===----------------------------------------------------------------------===//
// AsyncUpdateOp elision tests
//===----------------------------------------------------------------------===//

// Tests that an update followed by a write-only operation to the same region
// can be elided because the mutation is overwritten.

stream.executable private @ex_update {
  stream.executable.export public @dispatch workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @updateElisionOverwrite
util.func private @updateElisionOverwrite(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[UPDATE:.+]] = stream.async.splat %c456
  %update = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes to [0, 4).
  // CHECK: stream.async.update %[[UPDATE]], %[[TARGET]]
  %updated = stream.async.update %update, %target[%c0 to %c4] : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // The update result is used so we cannot elide it.
  // CHECK: util.return
  util.return %updated : !stream.resource<*>
}

