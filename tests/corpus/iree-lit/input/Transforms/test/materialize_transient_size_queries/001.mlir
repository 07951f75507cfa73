// RUN: iree-opt --split-input-file --iree-stream-materialize-transient-size-queries %s | FileCheck %s

// Tests no transients (pass should be no-op).
// CHECK-LABEL: @no_transients
util.func public @no_transients(%arg0: !stream.resource<*>, %arg0_size: index) -> (!stream.resource<*>, index) {
  // CHECK-NOT: iree.reflection
  // CHECK: util.return
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

