
// Tests cross-device operation WITHOUT unified memory.
// Transfers between non-unified devices must be preserved.

module @non_unified_memory attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_c = {})  // No unified memory.
  ]>
} {

stream.executable private @ex_cross_device_non_unified {
  stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @cross_device_non_unified_memory
// CHECK-SAME: (%[[INPUT:.+]]: !util.buffer) -> !util.buffer
util.func public @cross_device_non_unified_memory(%input: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Import on device A.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import on(#hal.device.promise<@dev_a>) %[[INPUT]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<1024xf32> : index
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) %input : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%size}

  // Cross-device transfer (inserted by earlier passes like RefineUsage).
  // Since devices do NOT have unified memory, transfer MUST be preserved.
  // CHECK: %[[TRANSFER:.+]] = stream.async.transfer %[[IMPORTED]] : !stream.resource<external>{%[[SIZE]]} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%[[SIZE]]}
  %transferred = stream.async.transfer %imported : !stream.resource<external>{%size}
      from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%size}

  // Dispatch on device C consumes transferred resource.
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch on(#hal.device.promise<@dev_c>) @ex_cross_device_non_unified::@compute[%c1, %c1, %c1](%[[TRANSFER]][%c0 to %[[SIZE]] for %[[SIZE]]]) : (!stream.resource<external>{%[[SIZE]]}) -> !stream.resource<*>{%[[SIZE]]}
  %result = stream.async.dispatch on(#hal.device.promise<@dev_c>) @ex_cross_device_non_unified::@compute[%c1, %c1, %c1](%transferred[%c0 to %size for %size]) : (!stream.resource<external>{%size}) -> !stream.resource<*>{%size}

  // Export result.
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[DISPATCH]] : tensor<1024xf32> in !stream.resource<*>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %result : tensor<1024xf32> in !stream.resource<*>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

} // module

