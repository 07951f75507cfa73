
//===----------------------------------------------------------------------===//
// Device Specialization & Affinity
//===----------------------------------------------------------------------===//

// Tests parameter with affinity annotation.
// Should hoist with affinity preserved in encoder.
// Real-world: GPU-specific parameter transformation.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_with_affinity : !stream.resource<constant>
util.global private @param_with_affinity : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  // Parameter with device affinity
  %param = stream.async.constant on(#hal.device.affinity<@device_0>) :
    !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"gpu_param"> : vector<1024xi8>

  // Transformation maintaining affinity
  %c42_i32 = arith.constant 42 : i32
  // CHECK-NOT: stream.async.fill
  %result = stream.async.fill on(#hal.device.affinity<@device_0>) %c42_i32,
    %param[%c0 to %c256 for %c256] : i32 -> %param as !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_with_affinity : !stream.resource<constant>
  util.global.store %result, @param_with_affinity : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}


