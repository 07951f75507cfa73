
//===----------------------------------------------------------------------===//
// Transfer Operations
//===----------------------------------------------------------------------===//

// Tests parameter with transfer operations.
// Transfers should be handled correctly.

// CHECK: module @encoder
// CHECK: util.func public @__encode_parameter_detect_target
// CHECK: util.func public @__encode_parameter_indices_all
// CHECK: util.func public @__encode_parameter_steps_all
// CHECK: util.func public @__encode_parameters_all

// CHECK-LABEL: module {
// CHECK: util.global private @param_transfer : !stream.resource<constant>
util.global private @param_transfer : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index

  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"transfer_param"> : vector<1024xi8>

  // Transfer to different lifetime (if needed)
  // CHECK-NOT: stream.async.transfer
  %transferred = stream.async.transfer %param :
    !stream.resource<constant>{%c1024} -> !stream.resource<constant>{%c1024}

  // Transform transferred value
  %c88_i32 = arith.constant 88 : i32
  // CHECK-NOT: stream.async.fill
  %result = stream.async.fill %c88_i32, %transferred[%c0 to %c256 for %c256] :
    i32 -> %transferred as !stream.resource<constant>{%c1024}

  // CHECK: %[[PARAM:.+]] = stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_transfer : !stream.resource<constant>
  util.global.store %result, @param_transfer : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

