
// Tests nested scf.if with dispatch that uses multiple captured values.
// This more complex case exercises ordering across multiple region levels.

stream.executable private @nested_dispatch {
  stream.executable.export public @compute
}

// CHECK-LABEL: util.global private @nested_captured_ordering : !stream.resource<constant>
util.global private @nested_captured_ordering : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c2048 = arith.constant 2048 : index
  %c1024 = arith.constant 1024 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Load two parameters that will both be used inside nested regions.
  %param_a = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"nested_a"> : vector<1024xi8>
  %param_b = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"nested_b"> : vector<1024xi8>

  // Dispatch using both parameters - creates slice with multiple inputs.
  // CHECK-NOT: stream.async.dispatch
  %combined = stream.async.dispatch @nested_dispatch::@compute[%c1, %c1, %c1](
    %param_a[%c0 to %c1024 for %c1024],
    %param_b[%c0 to %c1024 for %c1024]
  ) : (!stream.resource<constant>{%c1024}, !stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c2048}

  // CHECK: stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %{{.+}}, @nested_captured_ordering
  util.global.store %combined, @nested_captured_ordering : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

