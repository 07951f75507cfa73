
// Tests that builtins used in multiple functions share the same executable.

// CHECK-LABEL: stream.executable private @__builtin_splat_i64
// CHECK: util.initializer
util.initializer {
  %c128 = arith.constant 128 : index
  %c0_i64 = arith.constant 0 : i64
  // CHECK: = stream.async.dispatch @__builtin_splat_i64::@__builtin_splat_i64
  %0 = stream.async.splat %c0_i64 : i64 -> !stream.resource<*>{%c128}
  util.return
}

// CHECK: util.func public @otherUser
util.func public @otherUser() -> !stream.resource<*> {
  %c128 = arith.constant 128 : index
  %c1_i64 = arith.constant 1 : i64
  // CHECK: %[[RET:.+]] = stream.async.dispatch @__builtin_splat_i64::@__builtin_splat_i64
  %0 = stream.async.splat %c1_i64 : i64 -> !stream.resource<*>{%c128}
  // CHECK: util.return %[[RET]]
  util.return %0 : !stream.resource<*>
}

// CHECK-NOT: stream.executable private @__builtin_splat_i64
