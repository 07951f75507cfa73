
// CHECK-NOT: @immutable
util.global private @immutable = #stream.timepoint<immediate> : !stream.timepoint
util.func public @foo() -> !stream.timepoint {
  // CHECK-NOT: util.global.load @immutable
  // CHECK: %[[IMMEDIATE:.+]] = stream.timepoint.immediate => !stream.timepoint
  %0 = util.global.load @immutable : !stream.timepoint
  // CHECK: util.return %[[IMMEDIATE]]
  util.return %0 : !stream.timepoint
}
