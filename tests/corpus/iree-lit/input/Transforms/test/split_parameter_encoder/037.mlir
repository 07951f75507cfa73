
//===----------------------------------------------------------------------===//
// External Timepoint Synchronization Tests
//===----------------------------------------------------------------------===//

// Tests that when a parameter load awaits on an external timepoint, the
// replacement async.constant also awaits on that timepoint.
// This exercises Source A of collectExternalTimepoints: external await
// timepoints from TimelineOpInterface ops in the expression.

// CHECK: module @encoder
// CHECK-LABEL: module {
// CHECK: util.global private @param_with_external_await : !stream.resource<constant>
util.global private @param_with_external_await : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c1024 = arith.constant 1024 : index
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c42_i32 = arith.constant 42 : i32

  // External timeline op that produces a timepoint we must wait on.
  // This is NOT part of the encoding expression (doesn't feed into the store).
  // CHECK: %[[EXTERNAL_RESOURCE:.+]], %[[EXTERNAL_TP:.+]] = stream.test.timeline_op
  %external_resource, %external_tp = stream.test.timeline_op
    with() : () -> !stream.resource<external>{%c1024} => !stream.timepoint

  // Parameter load that awaits on the external timepoint.
  // The expression starts here - this op and the fill below form the expression.
  %param = stream.async.constant await(%external_tp) :
    !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"awaiting_param"> : vector<1024xi8>

  // Transform the parameter so it gets hoisted.
  // CHECK-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param[%c0 to %c256 for %c256] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  // The replacement should await on the external timepoint.
  // CHECK: %[[PARAM:.+]] = stream.async.constant await(%[[EXTERNAL_TP]])
  // CHECK-SAME: #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_with_external_await
  util.global.store %filled, @param_with_external_await : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

