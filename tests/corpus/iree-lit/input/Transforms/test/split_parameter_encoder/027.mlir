
// Tests mixed parameters in consolidate mode.
// One parameter with transformation, one pass-through.
// Consolidate mode should include both in encoder output.

// CHECK-LABEL: util.global private @mixed_transformed : !stream.resource<constant>
util.global private @mixed_transformed : !stream.resource<constant>
// CHECK: util.global private @mixed_passthrough : !stream.resource<constant>
util.global private @mixed_passthrough : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c42_i32 = arith.constant 42 : i32
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  // Parameter 1: Transformed with fill operation.
  %param1 = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"mixed_param1"> : vector<1024xi8>
  // CHECK-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param1[%c0 to %c256 for %c256] : i32 -> %param1 as !stream.resource<constant>{%c1024}

  // Parameter 2: Pass-through (no transformation).
  %param2 = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"mixed_param2"> : vector<1024xi8>

  // In consolidate mode, both should be loaded from encoder output.
  // CHECK-DAG: %[[C2048:.+]] = arith.constant 2048 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C1024:.+]] = arith.constant 1024 : index
  // CHECK: %[[PARAM:.+]] = stream.async.constant : !stream.resource<constant>{%[[C2048]]} = #stream.parameter.named<""::"parameter0">
  // CHECK: %[[SUBVIEW1:.+]] = stream.resource.subview %[[PARAM]][%[[C0]]] : !stream.resource<constant>{%[[C2048]]} -> !stream.resource<constant>{%[[C1024]]}
  // CHECK: util.global.store %[[SUBVIEW1]], @mixed_transformed
  util.global.store %filled, @mixed_transformed : !stream.resource<constant>

  // CHECK: %[[PARAM_0:.+]] = stream.async.constant : !stream.resource<constant>{%[[C2048]]} = #stream.parameter.named<""::"parameter0">
  // CHECK: %[[SUBVIEW2:.+]] = stream.resource.subview %[[PARAM_0]][%[[C1024]]] : !stream.resource<constant>{%[[C2048]]} -> !stream.resource<constant>{%[[C1024]]}
  // CHECK: util.global.store %[[SUBVIEW2]], @mixed_passthrough
  util.global.store %param2, @mixed_passthrough : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

