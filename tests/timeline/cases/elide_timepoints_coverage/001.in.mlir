// RUN: iree-opt --split-input-file --iree-stream-elide-timepoints %s | FileCheck %s

// Tests that we don't (currently) do anything with global forwarding.
// Generic util analysis passes operating on globals can do things like folding.
// We just want to make sure here that we are preserving the global behavior.

util.global private mutable @global0 : !stream.timepoint
util.global private mutable @global1 : !stream.timepoint

util.initializer {
  %tp0 = stream.test.timeline_op with() : () -> () => !stream.timepoint
  util.global.store %tp0, @global0 : !stream.timepoint
  %tp1 = stream.test.timeline_op await(%tp0) => with() : () -> () => !stream.timepoint
  util.global.store %tp1, @global1 : !stream.timepoint
  util.return
}

// CHECK-LABEL: @initializedGlobals
util.func private @initializedGlobals() -> !stream.timepoint {
  // CHECK: %[[GLOBAL0:.+]] = util.global.load @global0
  %global0 = util.global.load @global0 : !stream.timepoint
  // CHECK: %[[GLOBAL1:.+]] = util.global.load @global1
  %global1 = util.global.load @global1 : !stream.timepoint
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[GLOBAL0]], %[[GLOBAL1]]) => !stream.timepoint
  %join = stream.timepoint.join max(%global0, %global1) => !stream.timepoint
  // CHECK: util.return %[[JOIN]]
  util.return %join : !stream.timepoint
}

