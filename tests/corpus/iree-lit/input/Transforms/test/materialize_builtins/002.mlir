
// Tests expansion of the stream.async.splat op for i64 types.

// CHECK-LABEL: stream.executable private @__builtin_splat_i64
// CHECK: @builtinSplatI64
util.func public @builtinSplatI64(%arg0: index, %arg1: i64) -> !stream.resource<*> {
  // CHECK: %[[COUNT:.+]] = arith.divui %arg0, %c8
  // CHECK: %[[RET:.+]] = stream.async.dispatch @__builtin_splat_i64::@__builtin_splat_i64[%[[COUNT]]](%arg1, %[[COUNT]]) : (i64, index) -> !stream.resource<*>{%arg0}
  %0 = stream.async.splat %arg1 : i64 -> !stream.resource<*>{%arg0}
  // CHECK: util.return %[[RET]]
  util.return %0 : !stream.resource<*>
}

