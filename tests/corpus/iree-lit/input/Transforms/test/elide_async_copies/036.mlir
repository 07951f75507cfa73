
// Tests that an update through a tied chain from a by-ref argument is not
// elided. The target is the result of a fill operation that aliases the
// by-ref input, so the update's mutation is observable to the caller.

// CHECK-LABEL: util.func private @updateNotElided_tiedChainFromByRef
// CHECK-SAME: (%[[INPUT:.+]]: !stream.resource<*>, %[[SIZE:.+]]: index)
util.func private @updateNotElided_tiedChainFromByRef(
    %input: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  // Fill creates a tied result that aliases input (by-ref arg).
  // CHECK: %[[FILLED:.+]] = stream.async.fill %c123_i32, %[[INPUT]]
  %filled = stream.async.fill %c123_i32, %input[%c0 to %c4 for %c4]
      : i32 -> %input as !stream.resource<*>{%size}
  // CHECK: %[[UPDATE_SRC:.+]] = stream.async.splat %c123_i32
  %update_src = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
  // Update target is %filled, which traces back to by-ref %input.
  // The update must NOT be elided because mutation is observable to caller.
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[UPDATE_SRC]], %[[FILLED]][%c0 to %c4]
  %updated = stream.async.update %update_src, %filled[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %filled as !stream.resource<*>{%size}
  // CHECK: util.return %[[UPDATED]]
  util.return %updated : !stream.resource<*>
}

// CHECK-LABEL: @updateNotElided_tiedChainFromByRef_caller
util.func public @updateNotElided_tiedChainFromByRef_caller(%size: index)
    -> (!stream.resource<*>, !stream.resource<*>) {
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SPLAT:.+]] = stream.async.splat
  %splat = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[RESULT:.+]] = util.call @updateNotElided_tiedChainFromByRef(%[[SPLAT]]
  %result = util.call @updateNotElided_tiedChainFromByRef(%splat, %size)
      : (!stream.resource<*>, index) -> !stream.resource<*>
  // Splat used after call = by-ref semantics.
  // CHECK: util.return %[[SPLAT]], %[[RESULT]]
  util.return %splat, %result : !stream.resource<*>, !stream.resource<*>
}

