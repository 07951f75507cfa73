
// Tests parameter transformation.
// This tests loading a parameter and applying a transformation (fill operation).
// This SHOULD be hoisted since it has a parameter input.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @parameter_transformed : !stream.resource<constant>
util.global private @parameter_transformed : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c42_i32 = arith.constant 42 : i32
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  // Load parameter from external source.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"param0"> : vector<1024xi8>

  // Fill a region with different value.
  // CHECK-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param[%c0 to %c256 for %c256] : i32 -> %param as !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @parameter_transformed
  util.global.store %filled, @parameter_transformed : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

