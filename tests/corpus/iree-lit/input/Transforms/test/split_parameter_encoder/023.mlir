
//===----------------------------------------------------------------------===//
// Multiple Initializers
//===----------------------------------------------------------------------===//

// Tests multiple initializers in same module.
// All should be processed independently.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK-DAG: util.global private @multi_init_a : !stream.resource<constant>
util.global private @multi_init_a : !stream.resource<constant>
// CHECK-DAG: util.global private @multi_init_b : !stream.resource<constant>
util.global private @multi_init_b : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c512 = arith.constant 512 : index
  %param_a = stream.async.constant : !stream.resource<constant>{%c512} =
    #stream.parameter.named<"model"::"init_a"> : vector<512xi8>

  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c11_i32 = arith.constant 11 : i32
  // CHECK-NOT: stream.async.fill
  %result_a = stream.async.fill %c11_i32, %param_a[%c0 to %c256 for %c256] :
    i32 -> %param_a as !stream.resource<constant>{%c512}

  // CHECK-DAG: %[[C1024:.+]] = arith.constant 1024 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C512:.+]] = arith.constant 512 : index
  // CHECK: %[[PARAM_A:.+]] = stream.async.constant : !stream.resource<constant>{%[[C1024]]} = #stream.parameter.named<""::"parameter0">
  // CHECK: %[[RESULT_A:.+]] = stream.resource.subview %[[PARAM_A]][%[[C0]]] : !stream.resource<constant>{%[[C1024]]} -> !stream.resource<constant>{%[[C512]]}
  // CHECK: util.global.store %[[RESULT_A]], @multi_init_a : !stream.resource<constant>
  util.global.store %result_a, @multi_init_a : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

// CHECK: util.initializer {
util.initializer {
  %c512 = arith.constant 512 : index
  %param_b = stream.async.constant : !stream.resource<constant>{%c512} =
    #stream.parameter.named<"model"::"init_b"> : vector<512xi8>

  %c256 = arith.constant 256 : index
  %c512_0 = arith.constant 512 : index
  %c22_i32 = arith.constant 22 : i32
  // CHECK-NOT: stream.async.fill
  %result_b = stream.async.fill %c22_i32, %param_b[%c256 to %c512_0 for %c256] :
    i32 -> %param_b as !stream.resource<constant>{%c512}

  // CHECK-DAG: %[[C1024_0:.+]] = arith.constant 1024 : index
  // CHECK-DAG: %[[C512_0:.+]] = arith.constant 512 : index
  // CHECK: %[[PARAM_B:.+]] = stream.async.constant : !stream.resource<constant>{%[[C1024_0]]} = #stream.parameter.named<""::"parameter0">
  // CHECK: %[[RESULT_B:.+]] = stream.resource.subview %[[PARAM_B]][%[[C512_0]]] : !stream.resource<constant>{%[[C1024_0]]} -> !stream.resource<constant>{%[[C512_0]]}
  // CHECK: util.global.store %[[RESULT_B]], @multi_init_b : !stream.resource<constant>
  util.global.store %result_b, @multi_init_b : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

