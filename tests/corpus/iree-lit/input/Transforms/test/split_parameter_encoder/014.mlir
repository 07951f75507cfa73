
//===----------------------------------------------------------------------===//
// Stress Tests
//===----------------------------------------------------------------------===//

// Tests very small parameter (1 byte).
// Should handle minimum size parameters.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @minimum_size_param : !stream.resource<constant>
util.global private @minimum_size_param : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c1 = arith.constant 1 : index

  // Tiny 1-byte parameter
  %param = stream.async.constant : !stream.resource<constant>{%c1} =
    #stream.parameter.named<"model"::"tiny"> : vector<1xi8>

  // Even tiny transform should work
  %c0 = arith.constant 0 : index
  %c42_i32 = arith.constant 42 : i32
  // CHECK-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param[%c0 to %c1 for %c1] :
    i32 -> %param as !stream.resource<constant>{%c1}

  // CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
  // CHECK: %[[PARAM:.+]] = stream.async.constant : !stream.resource<constant>{%[[C64]]} = #stream.parameter.named<""::"parameter0">
  // CHECK: %[[RESULT:.+]] = stream.resource.subview %[[PARAM]][%[[C0]]] : !stream.resource<constant>{%[[C64]]} -> !stream.resource<constant>{%[[C1]]}
  // CHECK: util.global.store %[[RESULT]], @minimum_size_param : !stream.resource<constant>
  util.global.store %filled, @minimum_size_param : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

