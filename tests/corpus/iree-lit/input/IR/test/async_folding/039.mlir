
// CHECK-LABEL: @FoldAsyncExecuteDuplicateResults
// CHECK-SAME: (%[[SPLAT_A_SIZE:.+]]: index, %[[SPLAT_A_VALUE:.+]]: i32, %[[SPLAT_B_SIZE:.+]]: index, %[[SPLAT_B_VALUE:.+]]: i32)
util.func private @FoldAsyncExecuteDuplicateResults(%splat_a_size: index, %splat_a_value: i32, %splat_b_size: index, %splat_b_value: i32) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint) {
  // CHECK: %[[RESULTS:.+]]:2, %[[TIMEPOINT:.+]] = stream.async.execute with() -> (!stream.resource<*>{%[[SPLAT_A_SIZE]]}, !stream.resource<*>{%[[SPLAT_B_SIZE]]}) {
  %results:3, %timepoint = stream.async.execute with() -> (!stream.resource<*>{%splat_a_size}, !stream.resource<*>{%splat_b_size}, !stream.resource<*>{%splat_a_size}) {
    // CHECK: %[[SPLAT_A:.+]] = stream.async.splat %[[SPLAT_A_VALUE]]
    %splat_a = stream.async.splat %splat_a_value : i32 -> !stream.resource<*>{%splat_a_size}
    // CHECK: %[[SPLAT_B:.+]] = stream.async.splat %[[SPLAT_B_VALUE]]
    %splat_b = stream.async.splat %splat_b_value : i32 -> !stream.resource<*>{%splat_b_size}
    // CHECK: stream.yield %[[SPLAT_A]], %[[SPLAT_B]] : !stream.resource<*>{%[[SPLAT_A_SIZE]]}, !stream.resource<*>{%[[SPLAT_B_SIZE]]}
    stream.yield %splat_a, %splat_b, %splat_a : !stream.resource<*>{%splat_a_size}, !stream.resource<*>{%splat_b_size}, !stream.resource<*>{%splat_a_size}
  } => !stream.timepoint
  // CHECK: util.return %[[RESULTS]]#0, %[[RESULTS]]#1, %[[RESULTS]]#0, %[[TIMEPOINT]]
  util.return %results#0, %results#1, %results#2, %timepoint : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint
}

