
// Tests global immediate timepoints are marked immediate when loaded.

util.global private mutable @global = #stream.timepoint<immediate> : !stream.timepoint

// CHECK-LABEL: @immediateGlobal
util.func private @immediateGlobal() -> !stream.timepoint {
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  %global = util.global.load @global : !stream.timepoint
  // CHECK: util.return %[[IMM]]
  util.return %global : !stream.timepoint
}

