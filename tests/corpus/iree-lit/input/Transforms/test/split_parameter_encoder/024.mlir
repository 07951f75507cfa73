
//===----------------------------------------------------------------------===//
// Resource Lifetime Tests
//===----------------------------------------------------------------------===//

// Tests non-constant resource lifetime (should skip).

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
// CHECK: util.global private @non_constant_lifetime : !stream.resource<transient>
util.global private @non_constant_lifetime : !stream.resource<transient>

// CHECK: util.initializer {
util.initializer {
  // CHECK: %[[C1024:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index

  // Transient resource (not constant) - should skip
  // CHECK: %[[C0_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK: %[[TRANSIENT:.+]] = stream.async.splat %[[C0_I32]] : i32 -> !stream.resource<transient>{%[[C1024]]}
  %transient = stream.async.splat %c0_i32 : i32 -> !stream.resource<transient>{%c1024}

  // CHECK: util.global.store %[[TRANSIENT]], @non_constant_lifetime : !stream.resource<transient>
  util.global.store %transient, @non_constant_lifetime : !stream.resource<transient>
  // CHECK: util.return
  util.return
  // CHECK: }
}

