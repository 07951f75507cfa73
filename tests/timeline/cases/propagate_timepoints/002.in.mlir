
// Tests that resource global stores consume their incoming timepoints.
// Here the function gets a timepoint + unready resource and we forward that
// directly into an expanded (timepoint, resource) global.
//
// This rotates waits through stores and into loads.

// CHECK-LABEL: util.global private mutable @mutableGlobal__timepoint
// CHECK-SAME: = #stream.timepoint<immediate>
// CHECK: util.global private mutable @mutableGlobal : !stream.resource<variable>
util.global private mutable @mutableGlobal : !stream.resource<variable>

// CHECK-LABEL: @globalStore
// CHECK-SAME: (%[[UNREADY:.+]]: !stream.resource<variable>, %[[TIMEPOINT:.+]]: !stream.timepoint)
util.func private @globalStore(%arg0: !stream.resource<variable>) {
  //      CHECK: util.global.store %[[TIMEPOINT]], @mutableGlobal__timepoint : !stream.timepoint
  // CHECK-NEXT: util.global.store %[[UNREADY]], @mutableGlobal : !stream.resource<variable>
  util.global.store %arg0, @mutableGlobal : !stream.resource<variable>
  util.return
}

