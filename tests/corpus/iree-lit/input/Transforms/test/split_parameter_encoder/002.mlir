
// Tests computed constant with transformation.
// This tests a constant that undergoes some computation (fill operation).
// Should NOT be hoisted (no parameter input).

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
// CHECK: util.global private @computed_constant : !stream.resource<constant>
util.global private @computed_constant : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  // CHECK-DAG: %[[C0_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[C42_I32:.+]] = arith.constant 42 : i32
  %c42_i32 = arith.constant 42 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[C256:.+]] = arith.constant 256 : index
  %c256 = arith.constant 256 : index
  // CHECK-DAG: %[[C1024:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index

  // Create base splat.
  // CHECK: %[[SPLAT:.+]] = stream.async.splat %[[C0_I32]] : i32 -> !stream.resource<constant>{%[[C1024]]}
  %splat = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}

  // Fill a region with different value.
  // CHECK: %[[FILLED:.+]] = stream.async.fill %[[C42_I32]], %[[SPLAT]][%[[C0]] to %[[C256]] for %[[C256]]] : i32 -> %[[SPLAT]] as !stream.resource<constant>{%[[C1024]]}
  %filled = stream.async.fill %c42_i32, %splat[%c0 to %c256 for %c256] : i32 -> %splat as !stream.resource<constant>{%c1024}

  // CHECK: util.global.store %[[FILLED]], @computed_constant : !stream.resource<constant>
  util.global.store %filled, @computed_constant : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

