
// Tests multi-device fork: resource used by operations on different devices.
// With unified memory, no transfers needed but clones may be required for
// copy-on-write if operations mutate the resource.

module @multi_device_fork attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_a = {unified_memory = true})
  ]>
} {

stream.executable private @ex_fork {
  stream.executable.export public @mutate workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @multi_device_fork_unified
// CHECK-SAME: (%[[INPUT:.+]]: !util.buffer) -> (!util.buffer, !util.buffer)
util.func public @multi_device_fork_unified(%input: !util.buffer) -> (!util.buffer, !util.buffer) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Import on device A with consume (caller transfers ownership).
  // This allows copy-on-write behavior for the fork pattern.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import on(#hal.device.promise<@dev_a>) consume %[[INPUT]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<1024xf32> : index
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) consume %input : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%size}

  // Mutations on both devices require clone to avoid conflict.
  // CHECK: %[[CLONE:.+]] = stream.async.clone on(#hal.device.promise<@dev_a>) %[[IMPORTED]] : !stream.resource<external>{%[[SIZE]]} -> !stream.resource<external>{%[[SIZE]]}
  // CHECK-NOT: stream.async.transfer
  // First mutation on device A uses the clone.
  // CHECK: %[[DISPATCH_A:.+]] = stream.async.dispatch on(#hal.device.promise<@dev_a>) @ex_fork::@mutate[%c1, %c1, %c1](%[[CLONE]][%c0 to %[[SIZE]] for %[[SIZE]]]) : (!stream.resource<external>{%[[SIZE]]}) -> %[[CLONE]]{%[[SIZE]]}
  %result_a = stream.async.dispatch on(#hal.device.promise<@dev_a>) @ex_fork::@mutate[%c1, %c1, %c1](%imported[%c0 to %size for %size]) : (!stream.resource<external>{%size}) -> %imported{%size}

  // Second mutation on device B uses the original.
  // CHECK: %[[DISPATCH_B:.+]] = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex_fork::@mutate[%c1, %c1, %c1](%[[IMPORTED]][%c0 to %[[SIZE]] for %[[SIZE]]]) : (!stream.resource<external>{%[[SIZE]]}) -> %[[IMPORTED]]{%[[SIZE]]}
  %result_b = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex_fork::@mutate[%c1, %c1, %c1](%imported[%c0 to %size for %size]) : (!stream.resource<external>{%size}) -> %imported{%size}

  // Export both results.
  // CHECK: %[[EXPORT_A:.+]] = stream.tensor.export %[[DISPATCH_A]] : tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  // CHECK: %[[EXPORT_B:.+]] = stream.tensor.export %[[DISPATCH_B]] : tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %export_a = stream.tensor.export %result_a : tensor<1024xf32> in !stream.resource<external>{%size} -> !util.buffer
  %export_b = stream.tensor.export %result_b : tensor<1024xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORT_A]], %[[EXPORT_B]]
  util.return %export_a, %export_b : !util.buffer, !util.buffer
}

} // module

