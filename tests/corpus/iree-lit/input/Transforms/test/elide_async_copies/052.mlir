
// TODO(benvanik): Tests slice aliasing. The clone of source is elided because
// source appears unmutated (slice mutations are tracked separately). This is
// safe because slices have CoW semantics and become independent allocations,
// but tracking slice aliasing could enable better elision decisions.

// CHECK-LABEL: @clonePreservedAfterSliceMutation
util.func public @clonePreservedAfterSliceMutation(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c50 = arith.constant 50 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[SLICE:.+]] = stream.async.slice %[[SOURCE]]
  %slice = stream.async.slice %source[%c0 to %c50] : !stream.resource<*>{%size} -> !stream.resource<*>{%c50}
  // Clone elided; slice has CoW semantics so this is safe.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: stream.async.fill {{.*}}, %[[SLICE]]
  %mutated_slice = stream.async.fill %c123_i32, %slice[%c0 to %c50 for %c50] : i32 -> %0 as !stream.resource<*>{%c50}
  // Dispatch uses source directly; slice becomes independent allocation.
  // CHECK: stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]
  %read = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  util.return %mutated_slice, %read : !stream.resource<*>, !stream.resource<*>
}

