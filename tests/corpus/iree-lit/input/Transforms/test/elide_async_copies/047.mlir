
// Tests that clone is elided when result is mutated BUT clone IS the last user
// of source. The last-user optimization safely elides the clone because
// source's lifetime ends at the clone point anyway.

// CHECK-LABEL: @cloneMutatedLastUser
util.func public @cloneMutatedLastUser(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone IS the last (and only) user of source.
  // Even though result is mutated, elision is safe because source is dead after.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[D:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]{{.*}}) : ({{.*}}) -> %[[SOURCE]]
  %d = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> %clone{%size}
  // CHECK: util.return %[[D]]
  util.return %d : !stream.resource<*>
}

