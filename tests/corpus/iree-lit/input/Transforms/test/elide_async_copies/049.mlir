
// Tests that clone is preserved when source is mutated via tied dispatch.
// Similar to above but mutation is through dispatch tied operand.

// CHECK-LABEL: @clonePreservedSourceMutatedViaTiedDispatch
util.func public @clonePreservedSourceMutatedViaTiedDispatch(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone must be preserved.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // Source is mutated via tied dispatch result.
  // CHECK: %[[MUTATED:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]{{.*}}) : ({{.*}}) -> %[[SOURCE]]
  %mutated = stream.async.dispatch @dispatch_ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> %source{%size}
  // Clone is read-only.
  // CHECK: %[[READ:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[CLONE]]
  %read = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[MUTATED]], %[[READ]]
  util.return %mutated, %read : !stream.resource<*>, !stream.resource<*>
}

