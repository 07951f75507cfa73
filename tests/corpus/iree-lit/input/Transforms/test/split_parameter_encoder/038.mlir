
// Tests that when a parameter load awaits on a joined timepoint from multiple
// external timeline ops, the replacement async.constant awaits on that same
// joined timepoint. This exercises the case where the join is in the expression
// slice but is not a resource contributor (it only produces a timepoint).

// CHECK: module @encoder
// CHECK-LABEL: module {
// CHECK: util.global private @param_with_joined_external_timepoints : !stream.resource<constant>
util.global private @param_with_joined_external_timepoints : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c1024 = arith.constant 1024 : index
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c42_i32 = arith.constant 42 : i32

  // Two external timeline ops that produce timepoints we must wait on.
  // Their resources are unused, so they're not resource contributors.
  // CHECK-DAG: %[[EXT_R1:.+]], %[[EXT_TP1:.+]] = stream.test.timeline_op
  %ext_r1, %ext_tp1 = stream.test.timeline_op
    with() : () -> !stream.resource<external>{%c1024} => !stream.timepoint
  // CHECK-DAG: %[[EXT_R2:.+]], %[[EXT_TP2:.+]] = stream.test.timeline_op
  %ext_r2, %ext_tp2 = stream.test.timeline_op
    with() : () -> !stream.resource<external>{%c1024} => !stream.timepoint

  // Join the timepoints. The join is in the expression but doesn't contribute
  // resources, so its result timepoint should be considered external.
  // CHECK: %[[JOINED_TP:.+]] = stream.timepoint.join max(%[[EXT_TP1]], %[[EXT_TP2]]) => !stream.timepoint
  %joined_tp = stream.timepoint.join max(%ext_tp1, %ext_tp2) => !stream.timepoint

  // Parameter load that awaits on the joined timepoint.
  %param = stream.async.constant await(%joined_tp) :
    !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"joined_await_param"> : vector<1024xi8>

  // Transform the parameter so it gets hoisted.
  // CHECK-NOT: stream.async.fill
  %filled = stream.async.fill %c42_i32, %param[%c0 to %c256 for %c256] :
    i32 -> %param as !stream.resource<constant>{%c1024}

  // The replacement should await on the same joined timepoint.
  // CHECK: %[[PARAM:.+]] = stream.async.constant await(%[[JOINED_TP]])
  // CHECK-SAME: #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %[[PARAM]], @param_with_joined_external_timepoints
  util.global.store %filled, @param_with_joined_external_timepoints : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}
