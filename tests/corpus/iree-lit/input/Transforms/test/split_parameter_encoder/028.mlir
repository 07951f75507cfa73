
// Tests mixed parameters in overlay mode.
// One parameter with transformation, one pass-through.
// Overlay mode should only include the transformed parameter.

// Anchor to the main module's first global to scope checks to this section
// OVERLAY-MIXED-LABEL: util.global private @mixed_transformed_overlay : !stream.resource<constant>
util.global private @mixed_transformed_overlay : !stream.resource<constant>
// OVERLAY-MIXED: util.global private @mixed_passthrough_overlay : !stream.resource<constant>
util.global private @mixed_passthrough_overlay : !stream.resource<constant>

// OVERLAY-MIXED: util.initializer {
util.initializer {
  %c42_i32 = arith.constant 42 : i32
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  // Parameter 1: Transformed with fill operation.
  %param1 = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"mixed_param1_overlay"> : vector<1024xi8>
  // OVERLAY-MIXED-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param1[%c0 to %c256 for %c256] : i32 -> %param1 as !stream.resource<constant>{%c1024}

  // Parameter 2: Pass-through (no transformation).
  %param2 = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"mixed_param2_overlay"> : vector<1024xi8>

  // Overlay mode: transformed parameter from encoder, pass-through from original.
  // Parameters can be loaded in any order (SSA), use DAG to allow flexibility.
  // OVERLAY-MIXED-DAG: %{{.+}} = stream.async.constant {{.+}} #stream.parameter.named<"model"::"mixed_param2_overlay">
  // OVERLAY-MIXED-DAG: %{{.+}} = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">

  // Stores should happen in this order.
  // OVERLAY-MIXED: util.global.store %{{.+}}, @mixed_transformed_overlay
  util.global.store %filled, @mixed_transformed_overlay : !stream.resource<constant>

  // OVERLAY-MIXED: util.global.store %{{.+}}, @mixed_passthrough_overlay
  util.global.store %param2, @mixed_passthrough_overlay : !stream.resource<constant>
  // OVERLAY-MIXED: util.return
  util.return
  // OVERLAY-MIXED: }
}

