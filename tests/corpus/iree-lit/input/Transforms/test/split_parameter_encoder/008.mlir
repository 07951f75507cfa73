
// Tests parameter with metadata operations (subview).
// Metadata operations should not prevent hoisting.
// Real-world: Extract layer weights from combined parameter.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_metadata_ops : !stream.resource<constant>
util.global private @param_metadata_ops : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index

  // Load larger parameter.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"combined_param"> : vector<1024xi8>

  // Extract slice (metadata operation).
  // CHECK-NOT: stream.async.slice
  %slice = stream.async.slice %param[%c256 to %c512] : !stream.resource<constant>{%c1024} -> !stream.resource<constant>{%c256}

  // Apply transformation to slice.
  %c100_i32 = arith.constant 100 : i32
  // CHECK-NOT: stream.async.fill
  %filled = stream.async.fill %c100_i32, %slice[%c0 to %c256 for %c256] : i32 -> %slice as !stream.resource<constant>{%c256}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_metadata_ops : !stream.resource<constant>
  util.global.store %filled, @param_metadata_ops : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

