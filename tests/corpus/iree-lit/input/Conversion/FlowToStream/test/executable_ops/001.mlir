// RUN: iree-opt --split-input-file --iree-stream-conversion --canonicalize %s | FileCheck %s

// CHECK-LABEL: @extern_executable
flow.executable private @extern_executable {
  // CHECK: stream.executable.export public @dispatch
  flow.executable.export public @dispatch
  // CHECK-NOT: builtin.module
}

