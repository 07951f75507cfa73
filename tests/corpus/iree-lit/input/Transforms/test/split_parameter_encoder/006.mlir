
// Tests a parameter transformed by a dispatch operation.
// Should be hoisted as it represents expensive computation on a parameter.
// Real-world: Elementwise operations, quantization, or encoding on weights.

stream.executable private @executable {
  stream.executable.export public @dispatch
}

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_with_dispatch : !stream.resource<constant>
util.global private @param_with_dispatch : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index

  // Load parameter from external source.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"dispatch_param"> : vector<1024xi8>

  // Dispatch performing operation on parameter.
  // CHECK-NOT: stream.async.dispatch
  %result = stream.async.dispatch @executable::@dispatch[%c1, %c1, %c1](%param[%c0 to %c1024 for %c1024]) :
    (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_with_dispatch : !stream.resource<constant>
  util.global.store %result, @param_with_dispatch : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

