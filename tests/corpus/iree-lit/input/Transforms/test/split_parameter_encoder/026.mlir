
// Tests pass-through parameter in overlay mode.
// Same as previous test but with overlay mode enabled.
// The parameter should NOT be included in the encoder output since it's
// unmodified (includeUnmodified=false in overlay mode).

// Anchor to this specific test's main module
// OVERLAY-LABEL: util.global private @passthrough_overlay : !stream.resource<constant>
util.global private @passthrough_overlay : !stream.resource<constant>

// OVERLAY: util.initializer {
util.initializer {
  %c1024 = arith.constant 1024 : index

  // Load parameter directly without transformation.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"passthrough_param_overlay"> : vector<1024xi8>

  // Store directly - pass-through with no transformation.
  // In overlay mode, this should NOT be in encoder output.
  // The original parameter load should remain unchanged.
  // OVERLAY: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<"model"::"passthrough_param_overlay">
  // OVERLAY: util.global.store %[[PARAM]], @passthrough_overlay
  util.global.store %param, @passthrough_overlay : !stream.resource<constant>
  // OVERLAY: util.return
  util.return
  // OVERLAY: }
}

