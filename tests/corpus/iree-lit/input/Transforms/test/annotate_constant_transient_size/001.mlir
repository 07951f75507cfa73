// RUN: iree-opt --split-input-file --verify-diagnostics --iree-stream-annotate-constant-transient-size %s | FileCheck %s

// Tests that functions without transients are skipped.

// CHECK-LABEL: @no_transients
// CHECK-NOT: iree.reflection
util.func public @no_transients(%arg0: !stream.resource<*>, %arg0_size: index) -> (!stream.resource<*>, index) {
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

