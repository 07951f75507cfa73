// RUN: iree-opt --split-input-file --iree-stream-propagate-timepoints %s | FileCheck %s

// Tests that resource global loads pull an unready resource and provide an
// await with the associated timepoint.
//
// This rotates waits through stores and into loads.

// CHECK-LABEL: util.global private mutable @constantGlobal__timepoint
// CHECK-SAME: = #stream.timepoint<immediate>
// CHECK: util.global private mutable @constantGlobal : !stream.resource<constant>
util.global private mutable @constantGlobal : !stream.resource<constant>

// CHECK-LABEL: @globalLoad
util.func private @globalLoad() {
  // CHECK-NEXT: %[[TIMEPOINT:.+]] = util.global.load @constantGlobal__timepoint : !stream.timepoint
  // CHECK-NEXT: %[[UNREADY:.+]] = util.global.load @constantGlobal : !stream.resource<constant>
  // CHECK-NEXT: %[[SIZE:.+]] = stream.resource.size %[[UNREADY]]
  // CHECK-NEXT: %[[VALUE:.+]] = stream.timepoint.await %[[TIMEPOINT]] => %[[UNREADY]] :
  // CHECK-SAME: !stream.resource<constant>{%[[SIZE]]}
  %0 = util.global.load @constantGlobal : !stream.resource<constant>
  // CHECK-NEXT: util.optimization_barrier %[[VALUE]]
  util.optimization_barrier %0 : !stream.resource<constant>
  util.return
}

