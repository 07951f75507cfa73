
// Tests parameter transformation with clone operation.
// Clone operations should be handled (may have preferCloneToConsumers).

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_with_clone : !stream.resource<constant>
util.global private @param_with_clone : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"clone_param"> : vector<1024xi8>

  // Clone operation (might have preferCloneToConsumers)
  // CHECK-NOT: stream.async.clone
  %cloned = stream.async.clone %param : !stream.resource<constant>{%c1024} ->
    !stream.resource<constant>{%c1024}

  // Transform the clone
  %c99_i32 = arith.constant 99 : i32
  // CHECK-NOT: stream.async.fill
  %result = stream.async.fill %c99_i32, %cloned[%c0 to %c256 for %c256] :
    i32 -> %cloned as !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_with_clone : !stream.resource<constant>
  util.global.store %result, @param_with_clone : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

