
// Tests parameter copying (combining two parameters).
// Copy operations should be hoisted to encoder.
// Real-world: Combining parameter shards into single buffer.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_copy_combine : !stream.resource<constant>
util.global private @param_copy_combine : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index

  // Load two parameters that will be combined.
  %param1 = stream.async.constant : !stream.resource<constant>{%c512} =
    #stream.parameter.named<"model"::"shard0"> : vector<512xi8>
  %param2 = stream.async.constant : !stream.resource<constant>{%c512} =
    #stream.parameter.named<"model"::"shard1"> : vector<512xi8>

  // Create destination buffer.
  %c0_i32 = arith.constant 0 : i32
  // CHECK-NOT: stream.async.splat
  %combined = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}

  // Copy first parameter.
  // CHECK-NOT: stream.async.copy
  %with_first = stream.async.copy %param1[%c0 to %c512], %combined[%c0 to %c512], %c512 :
    !stream.resource<constant>{%c512} -> %combined as !stream.resource<constant>{%c1024}

  // Copy second parameter.
  // CHECK-NOT: stream.async.copy
  %result = stream.async.copy %param2[%c0 to %c512], %with_first[%c512 to %c1024], %c512 :
    !stream.resource<constant>{%c512} -> %with_first as !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_copy_combine : !stream.resource<constant>
  util.global.store %result, @param_copy_combine : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

