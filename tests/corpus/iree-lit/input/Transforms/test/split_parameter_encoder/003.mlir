
// Tests multiple constants with different patterns.
// This tests that the pass can handle multiple globals, some with splat and some
// with more complex initialization.

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
// CHECK: util.global private @constant_a : !stream.resource<constant>
util.global private @constant_a : !stream.resource<constant>
// CHECK: util.global private @constant_b : !stream.resource<constant>
util.global private @constant_b : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  // CHECK-DAG: %[[C0_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[C1_I32:.+]] = arith.constant 1 : i32
  %c1_i32 = arith.constant 1 : i32
  // CHECK-DAG: %[[C512:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index
  // CHECK-DAG: %[[C1024:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index

  // First constant: simple splat.
  // CHECK: %[[SPLAT_A:.+]] = stream.async.splat %[[C0_I32]] : i32 -> !stream.resource<constant>{%[[C512]]}
  %splat_a = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c512}
  // CHECK: util.global.store %[[SPLAT_A]], @constant_a : !stream.resource<constant>
  util.global.store %splat_a, @constant_a : !stream.resource<constant>

  // Second constant: different splat value and size.
  // CHECK: %[[SPLAT_B:.+]] = stream.async.splat %[[C1_I32]] : i32 -> !stream.resource<constant>{%[[C1024]]}
  %splat_b = stream.async.splat %c1_i32 : i32 -> !stream.resource<constant>{%c1024}
  // CHECK: util.global.store %[[SPLAT_B]], @constant_b : !stream.resource<constant>
  util.global.store %splat_b, @constant_b : !stream.resource<constant>

  // CHECK: util.return
  util.return
  // CHECK: }
}

