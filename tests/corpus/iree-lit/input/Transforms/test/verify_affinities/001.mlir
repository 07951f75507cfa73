// RUN: iree-opt --iree-stream-verify-affinities --split-input-file %s --verify-diagnostics | FileCheck %s

// Tests that affinities on ops are checked.

// CHECK-LABEL: @affinityOnOp
util.func public @affinityOnOp(%size: index) {
  // CHECK: stream.async.alloca
  %0 = stream.async.alloca on(#hal.device.promise<@device>) : !stream.resource<transient>{%size}
  util.return
}

