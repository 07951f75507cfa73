
// Tests pure splat should NOT be hoisted (negative case).
// This tests that a pure splat with no inputs and no transformation is not hoisted.
// The pass should leave this module unchanged.

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
// CHECK: util.global private @pure_splat_only : !stream.resource<constant>
util.global private @pure_splat_only : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  // CHECK: %[[C99_I32:.+]] = arith.constant 99 : i32
  %c99_i32 = arith.constant 99 : i32
  // CHECK: %[[C2048:.+]] = arith.constant 2048 : index
  %c2048 = arith.constant 2048 : index

  // Pure splat with no parameter input - should NOT be hoisted.
  // CHECK: %[[SPLAT:.+]] = stream.async.splat %[[C99_I32]] : i32 -> !stream.resource<constant>{%[[C2048]]}
  %splat = stream.async.splat %c99_i32 : i32 -> !stream.resource<constant>{%c2048}

  // CHECK: util.global.store %[[SPLAT]], @pure_splat_only : !stream.resource<constant>
  util.global.store %splat, @pure_splat_only : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

