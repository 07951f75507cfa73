
// Tests deep expression DAG (multiple levels of operations).
// Should handle deep computation chains.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @deep_expression_dag : !stream.resource<constant>
util.global private @deep_expression_dag : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  // Load parameter
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"deep_param"> : vector<1024xi8>

  // Deep chain of transformations
  // CHECK-NOT: stream.async.fill
  %c1_i32 = arith.constant 1 : i32
  %stage1 = stream.async.fill %c1_i32, %param[%c0 to %c64 for %c64] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  %c2_i32 = arith.constant 2 : i32
  %stage2 = stream.async.fill %c2_i32, %stage1[%c64 to %c128 for %c64] :
    i32 -> %stage1 as !stream.resource<constant>{%c1024}

  %c3_i32 = arith.constant 3 : i32
  %stage3 = stream.async.fill %c3_i32, %stage2[%c128 to %c192 for %c64] :
    i32 -> %stage2 as !stream.resource<constant>{%c1024}

  %c4_i32 = arith.constant 4 : i32
  %stage4 = stream.async.fill %c4_i32, %stage3[%c192 to %c256 for %c64] :
    i32 -> %stage3 as !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @deep_expression_dag : !stream.resource<constant>
  util.global.store %stage4, @deep_expression_dag : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

