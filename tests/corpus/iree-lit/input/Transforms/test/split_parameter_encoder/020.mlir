
// Tests parameter transformation with clone at END of expression.
// This tests findProducedValue skipping past final clone to find producer.
// Pattern: param → clone(to *) → dispatch → clone(to constant) → store.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

stream.executable private @dispatch_for_clone_test {
  stream.executable.export public @fill
}

// CHECK-LABEL: module {
// CHECK: util.global private @param_with_trailing_clone : !stream.resource<constant>
util.global private @param_with_trailing_clone : !stream.resource<constant>

// The original ops (clone → dispatch → clone) should all be hoisted to encoder.
// CHECK:       util.initializer {
// CHECK-NOT:     stream.async.clone
// CHECK-NOT:     stream.async.dispatch
// CHECK:         %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
// CHECK:         util.global.store %[[PARAM]], @param_with_trailing_clone
// CHECK:         util.return
// CHECK:       }
util.initializer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index

  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"trailing_clone_param"> : vector<1024xi8>

  // Clone to unknown lifetime for dispatch input.
  %for_dispatch = stream.async.clone %param :
    !stream.resource<constant>{%c1024} -> !stream.resource<*>{%c1024}

  // Dispatch transforms the parameter.
  %dispatched = stream.async.dispatch @dispatch_for_clone_test::@fill[%c1, %c1, %c1](%for_dispatch[%c0 to %c1024 for %c1024]) :
    (!stream.resource<*>{%c1024}) -> !stream.resource<*>{%c1024}

  // Clone at END of expression back to constant lifetime.
  // findProducedValue must skip this to find the dispatch as the producer.
  %result = stream.async.clone %dispatched :
    !stream.resource<*>{%c1024} -> !stream.resource<constant>{%c1024}

  util.global.store %result, @param_with_trailing_clone : !stream.resource<constant>
  util.return
}

