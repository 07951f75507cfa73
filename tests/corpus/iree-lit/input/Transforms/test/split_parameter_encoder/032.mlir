
// Tests empty encoder module in overlay mode.
// When all parameters are pass-through (no transformations) and in overlay mode,
// no encoder module should be generated since there's nothing to encode.

// Anchor to this test's unique global.
// EMPTY-LABEL: util.global private @empty_test_1 : !stream.resource<constant>
util.global private @empty_test_1 : !stream.resource<constant>
// EMPTY: util.global private @empty_test_2 : !stream.resource<constant>
util.global private @empty_test_2 : !stream.resource<constant>

// EMPTY: util.initializer {
util.initializer {
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index

  // Pass-through parameter 1 (no transformation).
  %param1 = stream.async.constant : !stream.resource<constant>{%c512} =
    #stream.parameter.named<"model"::"empty_param1"> : vector<512xi8>

  // Pass-through parameter 2 (no transformation).
  %param2 = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"empty_param2"> : vector<1024xi8>

  // Both should load from original parameters (no encoder output).
  // EMPTY-DAG: stream.async.constant {{.+}} #stream.parameter.named<"model"::"empty_param1">
  // EMPTY-DAG: stream.async.constant {{.+}} #stream.parameter.named<"model"::"empty_param2">
  // EMPTY-DAG: util.global.store %{{.+}}, @empty_test_1
  // EMPTY-DAG: util.global.store %{{.+}}, @empty_test_2
  util.global.store %param1, @empty_test_1 : !stream.resource<constant>

  util.global.store %param2, @empty_test_2 : !stream.resource<constant>

  // EMPTY: util.return
  util.return
  // EMPTY: }
}

