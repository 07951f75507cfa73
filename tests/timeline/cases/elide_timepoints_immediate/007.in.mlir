
// Tests that divergent global stores do not propagate.

util.global private mutable @global = #stream.timepoint<immediate> : !stream.timepoint

// CHECK-LABEL: @nonUniformGlobal
util.func private @nonUniformGlobal() -> !stream.timepoint {
  // CHECK-NOT: stream.timepoint.immediate
  // CHECK: %[[GLOBAL:.+]] = util.global.load @global
  %global = util.global.load @global : !stream.timepoint
  // CHECK: util.return %[[GLOBAL]]
  util.return %global : !stream.timepoint
}
util.func public @globalSetter(%arg0: !stream.timepoint) {
  util.global.store %arg0, @global : !stream.timepoint
  util.return
}

