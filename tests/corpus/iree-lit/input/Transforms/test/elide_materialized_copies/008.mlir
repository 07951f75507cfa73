
// Tests cross-device operation with unified memory topology.
// When devices have unified memory, transfers should be elided but clones
// may still be needed for copy-on-write semantics.

module @unified_memory attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_a = {unified_memory = true})
  ]>
} {

stream.executable private @ex_cross_device {
  stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @cross_device_unified_memory
// CHECK-SAME: (%[[INPUT:.+]]: !util.buffer) -> !util.buffer
util.func public @cross_device_unified_memory(%input: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Import on device A.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import on(#hal.device.promise<@dev_a>) %[[INPUT]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<1024xf32> : index
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) %input : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%size}

  // Dispatch on device B consumes resource from device A.
  // Since devices have unified memory, no explicit transfer should remain.
  // CHECK-NOT: stream.async.transfer
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex_cross_device::@compute[%c1, %c1, %c1](%[[IMPORTED]][%c0 to %[[SIZE]] for %[[SIZE]]]) : (!stream.resource<external>{%[[SIZE]]}) -> !stream.resource<*>{%[[SIZE]]}
  %result = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex_cross_device::@compute[%c1, %c1, %c1](%imported[%c0 to %size for %size]) : (!stream.resource<external>{%size}) -> !stream.resource<*>{%size}

  // Export result.
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[DISPATCH]] : tensor<1024xf32> in !stream.resource<*>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %result : tensor<1024xf32> in !stream.resource<*>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

} // module

