
// Tests that uniform global store->load forwarding handles immediates.

util.global private mutable @global : !stream.timepoint

// CHECK-LABEL: @uniformGlobal
util.func private @uniformGlobal() -> !stream.timepoint {
  %imm = stream.timepoint.immediate => !stream.timepoint
  util.global.store %imm, @global : !stream.timepoint
  // CHECK: util.global.load
  %global = util.global.load @global : !stream.timepoint
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  // CHECK: util.return %[[IMM]]
  util.return %global : !stream.timepoint
}
util.func private @globalSetter() {
  %imm = stream.timepoint.immediate => !stream.timepoint
  util.global.store %imm, @global : !stream.timepoint
  util.return
}

