
// CHECK-LABEL: @ElideImmediateBarrier
// CHECK-SAME: (%[[SIZE:.+]]: index)
util.func private @ElideImmediateBarrier(%size: index) -> (!stream.resource<external>, !stream.timepoint) {
  // CHECK-DAG: %[[RESOURCE:.+]] = stream.resource.alloc
  %r0 = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  // CHECK-DAG: %[[FENCE:.+]] = stream.timepoint.immediate
  // CHECK-NOT: stream.timepoint.barrier
  %r1, %r1t = stream.timepoint.barrier %r0 : !stream.resource<external>{%size} => !stream.timepoint
  // CHECK: util.return %[[RESOURCE]], %[[FENCE]]
  util.return %r1, %r1t : !stream.resource<external>, !stream.timepoint
}

