
// Tests parameter + splat + dispatch pattern.
// Splat should be cloned to consumers but not serialized (preferCloneToConsumers).
// Real-world: Parameter combined with constant baseline (e.g., weight + bias).

stream.executable private @executable {
  stream.executable.export public @add_dispatch
}

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_splat_dispatch : !stream.resource<constant>
util.global private @param_splat_dispatch : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index

  // Load parameter from external source.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"weights"> : vector<1024xi8>

  // Create splat (should be cloned but not serialized).
  %c0_i32 = arith.constant 0 : i32
  // CHECK-NOT: stream.async.splat
  %splat = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}

  // Dispatch using both parameter and splat.
  // CHECK-NOT: stream.async.dispatch
  %result = stream.async.dispatch @executable::@add_dispatch[%c1, %c1, %c1](
    %param[%c0 to %c1024 for %c1024],
    %splat[%c0 to %c1024 for %c1024]
  ) : (!stream.resource<constant>{%c1024}, !stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_splat_dispatch : !stream.resource<constant>
  util.global.store %result, @param_splat_dispatch : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

