
//===----------------------------------------------------------------------===//
// Advanced Growth Factor Tests
//===----------------------------------------------------------------------===//

// Tests exact 1.2x growth threshold - should pass.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @exact_growth_threshold : !stream.resource<constant>
util.global private @exact_growth_threshold : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c1000 = arith.constant 1000 : index
  %c1200 = arith.constant 1200 : index  // Exactly 1.2x

  %param = stream.async.constant : !stream.resource<constant>{%c1000} =
    #stream.parameter.named<"model"::"exact_threshold"> : vector<1000xi8>

  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  // CHECK-NOT: stream.async.splat
  %padded = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1200}
  // CHECK-NOT: stream.async.update
  %result = stream.async.update %param, %padded[%c0 to %c1000] :
    !stream.resource<constant>{%c1000} -> %padded as !stream.resource<constant>{%c1200}

  // CHECK-DAG: %[[C1216:.+]] = arith.constant 1216 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C1200:.+]] = arith.constant 1200 : index
  // CHECK: %[[PARAM:.+]] = stream.async.constant : !stream.resource<constant>{%[[C1216]]} = #stream.parameter.named<""::"parameter0">
  // CHECK: %[[RESULT:.+]] = stream.resource.subview %[[PARAM]][%[[C0]]] : !stream.resource<constant>{%[[C1216]]} -> !stream.resource<constant>{%[[C1200]]}
  // CHECK: util.global.store %[[RESULT]], @exact_growth_threshold : !stream.resource<constant>
  util.global.store %result, @exact_growth_threshold : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

