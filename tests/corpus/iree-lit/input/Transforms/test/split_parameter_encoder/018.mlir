
//===----------------------------------------------------------------------===//
// Complex Data Flow Patterns
//===----------------------------------------------------------------------===//

// Tests parameter used by multiple operations (wide DAG).
// Single parameter with many consumers.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK-DAG: util.global private @wide_expression_dag_a : !stream.resource<constant>
util.global private @wide_expression_dag_a : !stream.resource<constant>
// CHECK-DAG: util.global private @wide_expression_dag_b : !stream.resource<constant>
util.global private @wide_expression_dag_b : !stream.resource<constant>
// CHECK-DAG: util.global private @wide_expression_dag_c : !stream.resource<constant>
util.global private @wide_expression_dag_c : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c200 = arith.constant 200 : index
  %c300 = arith.constant 300 : index
  %c1024 = arith.constant 1024 : index

  // Single parameter used by many operations
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"wide_param"> : vector<1024xi8>

  // Many transformations using the same parameter
  %c10_i32 = arith.constant 10 : i32
  // CHECK-NOT: stream.async.fill
  %out_a = stream.async.fill %c10_i32, %param[%c0 to %c100 for %c100] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  %c20_i32 = arith.constant 20 : i32
  %out_b = stream.async.fill %c20_i32, %param[%c100 to %c200 for %c100] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  %c30_i32 = arith.constant 30 : i32
  %out_c = stream.async.fill %c30_i32, %param[%c200 to %c300 for %c100] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  // All outputs packed into a single parameter and extracted via subviews.
  // CHECK-DAG: %[[PACKED_SIZE:.+]] = arith.constant 3072 : index
  // CHECK-DAG: %[[OFFSET_0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[SUBVIEW_SIZE:.+]] = arith.constant 1024 : index
  // CHECK-DAG: %[[OFFSET_2048:.+]] = arith.constant 2048 : index
  // CHECK-DAG: %[[PARAM_A:.+]] = stream.async.constant : !stream.resource<constant>{%[[PACKED_SIZE]]} = #stream.parameter.named<""::"parameter0">
  // CHECK-DAG: %[[RESULT_A:.+]] = stream.resource.subview %[[PARAM_A]][%[[OFFSET_0]]] : !stream.resource<constant>{%[[PACKED_SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  // CHECK-DAG: util.global.store %[[RESULT_A]], @wide_expression_dag_a : !stream.resource<constant>
  util.global.store %out_a, @wide_expression_dag_a : !stream.resource<constant>
  // CHECK-DAG: %[[PARAM_B:.+]] = stream.async.constant : !stream.resource<constant>{%[[PACKED_SIZE]]} = #stream.parameter.named<""::"parameter0">
  // CHECK-DAG: %[[RESULT_B:.+]] = stream.resource.subview %[[PARAM_B]][%[[SUBVIEW_SIZE]]] : !stream.resource<constant>{%[[PACKED_SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  // CHECK-DAG: util.global.store %[[RESULT_B]], @wide_expression_dag_b : !stream.resource<constant>
  util.global.store %out_b, @wide_expression_dag_b : !stream.resource<constant>
  // CHECK-DAG: %[[PARAM_C:.+]] = stream.async.constant : !stream.resource<constant>{%[[PACKED_SIZE]]} = #stream.parameter.named<""::"parameter0">
  // CHECK-DAG: %[[RESULT_C:.+]] = stream.resource.subview %[[PARAM_C]][%[[OFFSET_2048]]] : !stream.resource<constant>{%[[PACKED_SIZE]]} -> !stream.resource<constant>{%[[SUBVIEW_SIZE]]}
  // CHECK-DAG: util.global.store %[[RESULT_C]], @wide_expression_dag_c : !stream.resource<constant>
  util.global.store %out_c, @wide_expression_dag_c : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

