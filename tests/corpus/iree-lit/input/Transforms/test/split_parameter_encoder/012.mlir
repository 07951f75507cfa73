
//===----------------------------------------------------------------------===//
// Multiple Outputs from Single Parameter
//===----------------------------------------------------------------------===//

// Tests single parameter producing multiple transformed outputs.
// Should hoist both transformations, outputs packed.
// Real-world: Different quantization formats for different layers.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK-DAG: util.global private @single_param_multi_output_a : !stream.resource<constant>
util.global private @single_param_multi_output_a : !stream.resource<constant>
// CHECK-DAG: util.global private @single_param_multi_output_b : !stream.resource<constant>
util.global private @single_param_multi_output_b : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c768 = arith.constant 768 : index
  %c1024 = arith.constant 1024 : index

  // Single parameter input
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"shared_param"> : vector<1024xi8>

  // First transformation
  %c100_i32 = arith.constant 100 : i32
  // CHECK-NOT: stream.async.fill
  %output_a = stream.async.fill %c100_i32, %param[%c0 to %c256 for %c256] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  // Second transformation
  %c200_i32 = arith.constant 200 : i32
  %output_b = stream.async.fill %c200_i32, %param[%c512 to %c768 for %c256] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  // Both outputs are packed into a single parameter, loaded twice and extracted via subviews.
  // CHECK-DAG: %[[PACKED_SIZE:.+]] = arith.constant 2048 : index
  // CHECK-DAG: %[[SUBVIEW_OFFSET_0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[SUBVIEW_SIZE:.+]] = arith.constant 1024 : index
  // CHECK-DAG: %[[PARAM_A:.+]] = stream.async.constant : !stream.resource<constant>{%[[PACKED_SIZE]]} = #stream.parameter.named<""::"parameter0">
  // CHECK-DAG: %[[RESULT_A:.+]] = stream.resource.subview %[[PARAM_A]][%[[SUBVIEW_OFFSET_0]]] : !stream.resource<constant>{%[[PACKED_SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  // CHECK-DAG: util.global.store %[[RESULT_A]], @single_param_multi_output_a : !stream.resource<constant>
  util.global.store %output_a, @single_param_multi_output_a : !stream.resource<constant>
  // CHECK-DAG: %[[PARAM_B:.+]] = stream.async.constant : !stream.resource<constant>{%[[PACKED_SIZE]]} = #stream.parameter.named<""::"parameter0">
  // CHECK-DAG: %[[RESULT_B:.+]] = stream.resource.subview %[[PARAM_B]][%[[SUBVIEW_SIZE]]] : !stream.resource<constant>{%[[PACKED_SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  // CHECK-DAG: util.global.store %[[RESULT_B]], @single_param_multi_output_b : !stream.resource<constant>
  util.global.store %output_b, @single_param_multi_output_b : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

