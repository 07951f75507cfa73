
// Tests that clone is preserved when result is mutated AND clone is not the
// last user of source. This ensures we don't incorrectly elide when mutation
// could affect other users of the source.

// CHECK-LABEL: @cloneMutatedNotLastUser
util.func public @cloneMutatedNotLastUser(%size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone is NOT the last user because source is used by d1 after the clone.
  // Clone result is mutated by tied dispatch, so clone MUST be preserved.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[D0:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[CLONE]]{{.*}}) : ({{.*}}) -> %[[CLONE]]
  %d0 = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> %clone{%size}
  // Source used after clone - clone is not the last user.
  // CHECK: %[[D1:.+]] = stream.async.dispatch @dispatch_ex::@dispatch(%[[SOURCE]]
  %d1 = stream.async.dispatch @dispatch_ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[D0]], %[[D1]]
  util.return %d0, %d1 : !stream.resource<*>, !stream.resource<*>
}

