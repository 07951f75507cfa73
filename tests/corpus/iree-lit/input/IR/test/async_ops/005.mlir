
// CHECK-LABEL: @asyncSplatWithAwait
// CHECK-SAME: (%[[AWAIT:.+]]: !stream.timepoint, %[[SIZE:.+]]: index, %[[VALUE:.+]]: i32)
util.func private @asyncSplatWithAwait(%await: !stream.timepoint, %size: index, %value: i32) -> !stream.resource<*> {
  // CHECK: = stream.async.splat await(%[[AWAIT]]) %[[VALUE]] : i32 -> !stream.resource<*>{%[[SIZE]]}
  %0 = stream.async.splat await(%await) %value : i32 -> !stream.resource<*>{%size}
  util.return %0 : !stream.resource<*>
}

