
// Tests custom output scope.
// Verifies that the encoder uses a custom scope name instead of default "encoded".

// Anchor to this test's unique global.
// SCOPE-LABEL: util.global private @custom_scope_global : !stream.resource<constant>
util.global private @custom_scope_global : !stream.resource<constant>

// SCOPE: util.initializer {
util.initializer {
  %c42_i32 = arith.constant 42 : i32
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  // Parameter with transformation.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"custom_scope_param"> : vector<1024xi8>
  // SCOPE-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param[%c0 to %c256 for %c256] : i32 -> %param as !stream.resource<constant>{%c1024}

  // Should load from custom scope "my_custom_scope" instead of default "encoded".
  // SCOPE: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<"my_custom_scope"::"parameter0">
  // SCOPE: util.global.store %[[PARAM]], @custom_scope_global
  util.global.store %filled, @custom_scope_global : !stream.resource<constant>
  // SCOPE: util.return
  util.return
  // SCOPE: }
}

