
// Verifies that splat constants with await timepoints are converted to
// stream.async.splat ops.

// CHECK-LABEL: @ConvertSplatConstantToSplatWithAwait
util.func private @ConvertSplatConstantToSplatWithAwait(%await: !stream.timepoint, %size: index) -> !stream.resource<transient> {
  // CHECK-DAG: %[[SPLAT_VALUE:.+]] = arith.constant 5 : i32
  // CHECK: %[[SPLAT:.+]] = stream.async.splat await(%arg0) %[[SPLAT_VALUE]] : i32 -> !stream.resource<transient>{%arg1}
  %0 = stream.async.constant await(%await) : !stream.resource<transient>{%size} = dense<5> : tensor<8xi32>
  // CHECK-NEXT: util.return %[[SPLAT]]
  util.return %0 : !stream.resource<transient>
}

