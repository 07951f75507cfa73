
// Tests that the pattern doesn't kick in when it would be unsafe to group the
// awaits due to operand dependencies.

util.func private @materializeResource0() -> !stream.resource<*>
util.func private @materializeResource1(!stream.resource<*>) -> !stream.resource<*>

// CHECK-LABEL: @GroupAwaitsByTimepointUnsafe
util.func private @GroupAwaitsByTimepointUnsafe(
  %arg0: !stream.timepoint
) -> (!stream.resource<*>, !stream.resource<*>) {
  %c100 = arith.constant 100 : index
  %c101 = arith.constant 101 : index
  // CHECK: util.call @materializeResource0
  %r0a = util.call @materializeResource0() : () -> !stream.resource<*>
  // CHECK-NEXT: stream.timepoint.await
  %r0b = stream.timepoint.await %arg0 => %r0a : !stream.resource<*>{%c100}
  // CHECK-NEXT: util.call @materializeResource1
  %r1a = util.call @materializeResource1(%r0b) : (!stream.resource<*>) -> !stream.resource<*>
  // CHECK-NEXT: stream.timepoint.await
  %r1b = stream.timepoint.await %arg0 => %r1a : !stream.resource<*>{%c101}
  // CHECK-NEXT: util.return
  util.return %r0b, %r1b : !stream.resource<*>, !stream.resource<*>
}

