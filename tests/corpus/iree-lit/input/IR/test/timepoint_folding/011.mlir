
// CHECK-LABEL: @ChainTimepoints
// CHECK-SAME: (%[[FENCE:.+]]: !stream.timepoint, %[[SOURCE:.+]]: !stream.resource<external>)
util.func private @ChainTimepoints(%fence: !stream.timepoint, %source: !stream.resource<external>) -> (!stream.resource<external>, !stream.timepoint) {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  // CHECK-NOT: stream.timepoint.await
  %r0 = stream.timepoint.await %fence => %source : !stream.resource<external>{%c128}
  // CHECK-NOT: stream.timepoint.barrier
  %r1, %r1t = stream.timepoint.barrier %r0 : !stream.resource<external>{%c128} => !stream.timepoint
  // CHECK: util.return %[[SOURCE]], %[[FENCE]]
  util.return %r1, %r1t : !stream.resource<external>, !stream.timepoint
}

