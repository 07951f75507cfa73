// RUN: iree-opt --split-input-file --iree-stream-materialize-builtins %s | FileCheck %s --check-prefixes=CHECK,NATIVE
// RUN: iree-opt --split-input-file --iree-stream-materialize-builtins --iree-stream-emulate-memset %s | FileCheck %s --check-prefixes=CHECK,EMULATED

// Tests that i8 splats are preserved in native mode and emulated when the flag
// is set.

// NATIVE-LABEL: @splatI32
// EMULATED-LABEL: stream.executable private @__builtin_splat_i32
// EMULATED: @splatI32
util.func public @splatI32(%arg0: index, %arg1: i32) -> !stream.resource<*> {
  // NATIVE: %[[RET:.+]] = stream.async.splat %arg1
  // EMULATED: %[[COUNT:.+]] = arith.divui %arg0, %c4
  // EMULATED: %[[RET:.+]] = stream.async.dispatch @__builtin_splat_i32::@__builtin_splat_i32[%[[COUNT]]](%arg1, %[[COUNT]]) : (i32, index) -> !stream.resource<*>{%arg0}
  %0 = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
  // CHECK: util.return %[[RET]]
  util.return %0 : !stream.resource<*>
}

// NATIVE-NOT: stream.executable private @__builtin_splat_i32

