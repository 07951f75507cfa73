
// Tests that update cannot be elided when target is a by-ref function argument.

// CHECK-LABEL: util.func private @updateNotElided_byRefArg
util.func private @updateNotElided_byRefArg(%target: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  %update = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
  // Update on a by-ref arg cannot be elided as mutation might be observable.
  // CHECK: stream.async.update
  %updated = stream.async.update %update, %target[%c0 to %c4] : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  util.return %updated : !stream.resource<*>
}

// CHECK-LABEL: @updateNotElided_byRefArg_caller
util.func public @updateNotElided_byRefArg_caller(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c123_i32 = arith.constant 123 : i32
  %splat = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  %result = util.call @updateNotElided_byRefArg(%splat, %size) : (!stream.resource<*>, index) -> !stream.resource<*>
  // Splat is used after call, so arg is by-ref.
  util.return %splat, %result : !stream.resource<*>, !stream.resource<*>
}

