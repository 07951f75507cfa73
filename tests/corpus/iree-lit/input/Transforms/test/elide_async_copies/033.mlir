
// Tests that a full-buffer update (where update size == target size) with
// a last-use target can be optimized to replace with source.

// CHECK-LABEL: @updateFullBuffer
util.func private @updateFullBuffer() -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
  // CHECK: %[[UPDATE:.+]] = stream.async.splat %c456
  %update = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // Full buffer update with same sizes - can replace result with source.
  // The update itself will remain since it's the only use, but the result
  // usage pattern is what we're testing.
  %updated = stream.async.update %update, %target[%c0 to %c4] : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%c4}
  // CHECK: util.return
  util.return %updated : !stream.resource<*>
}

