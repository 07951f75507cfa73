
// Tests that builtins nested in execution regions have ops inserted in the
// correct places.

// CHECK-LABEL: stream.executable private @__builtin_splat_i64
// CHECK: @builtinSplatI64
util.func public @builtinSplatI64(%arg0: index, %arg1: i64) -> (!stream.resource<*>, !stream.timepoint) {
  // CHECK: %[[COUNT:.+]] = arith.divui %arg0, %c8
  // CHECK: = stream.async.execute
  %0:2 = stream.async.execute with() -> !stream.resource<*>{%arg0} {
    // CHECK: stream.async.concurrent
    %1 = stream.async.concurrent with() -> !stream.resource<*>{%arg0} {
      // CHECK: %[[SPLAT:.+]] = stream.async.dispatch @__builtin_splat_i64::@__builtin_splat_i64[%[[COUNT]]](%arg1, %[[COUNT]]) : (i64, index) -> !stream.resource<*>{%arg0}
      %2 = stream.async.splat %arg1 : i64 -> !stream.resource<*>{%arg0}
      // CHECK: stream.yield %[[SPLAT]]
      stream.yield %2 : !stream.resource<*>{%arg0}
    }
    stream.yield %1 : !stream.resource<*>{%arg0}
  } => !stream.timepoint
  util.return %0#0, %0#1 : !stream.resource<*>, !stream.timepoint
}

