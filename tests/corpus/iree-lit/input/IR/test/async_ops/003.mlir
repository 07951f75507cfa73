
// CHECK-LABEL: @asyncConstantWithAwait
// CHECK-SAME: (%[[AWAIT:.+]]: !stream.timepoint, %[[SIZE:.+]]: index)
util.func private @asyncConstantWithAwait(%await: !stream.timepoint, %size: index) -> !stream.resource<transient> {
  // CHECK: = stream.async.constant await(%[[AWAIT]]) : !stream.resource<transient>{%[[SIZE]]} = dense<5> : tensor<8xi32>
  %0 = stream.async.constant await(%await) : !stream.resource<transient>{%size} = dense<5> : tensor<8xi32>
  util.return %0 : !stream.resource<transient>
}

