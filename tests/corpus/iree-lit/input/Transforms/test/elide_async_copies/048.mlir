
// Tests that clone is preserved when the source is mutated by another operation.
// Even if clone result is not mutated, the source mutation means aliasing would
// expose the mutation to clone users.

// CHECK-LABEL: @clonePreservedSourceMutatedElsewhere
util.func public @clonePreservedSourceMutatedElsewhere(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone must be preserved because source is mutated after.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // Source is mutated (fill writes to it in-place).
  // CHECK: %[[MUTATED_SOURCE:.+]] = stream.async.fill {{.*}}, %[[SOURCE]]
  %mutated_source = stream.async.fill %c123_i32, %source[%c0 to %size for %size] : i32 -> %0 as !stream.resource<*>{%size}
  // Clone is only read (not mutated), but must be preserved because source changed.
  // CHECK: %[[READ_CLONE:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[CLONE]]
  %read_clone = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[MUTATED_SOURCE]], %[[READ_CLONE]]
  util.return %mutated_source, %read_clone : !stream.resource<*>, !stream.resource<*>
}

