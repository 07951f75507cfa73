
//===----------------------------------------------------------------------===//
// Mode Testing: Consolidate vs Overlay
//===----------------------------------------------------------------------===//

// Tests pass-through parameter in consolidate mode (default).
// A parameter loaded and stored directly with no transformation should be
// included in the encoder output when in consolidate mode.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all

// CHECK-LABEL: module {
// CHECK: util.global private @passthrough_consolidate : !stream.resource<constant>
util.global private @passthrough_consolidate : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c1024 = arith.constant 1024 : index

  // Load parameter directly without transformation.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"passthrough_param"> : vector<1024xi8>

  // Store directly - this is a pass-through (no transformation).
  // In consolidate mode, this should be included in encoder output.
  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @passthrough_consolidate
  util.global.store %param, @passthrough_consolidate : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

