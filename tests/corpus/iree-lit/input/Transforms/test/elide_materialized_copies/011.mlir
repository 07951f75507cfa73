
// Tests transfer chain collapsing: A->B->C where B has unified memory with both.
// The chain should collapse to direct communication between A and C.

module @transfer_chain attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_a = {unified_memory = true}),
    (@dev_b -> @dev_c = {unified_memory = true}),
    (@dev_c -> @dev_b = {unified_memory = true}),
    (@dev_a -> @dev_c = {})  // No direct unified memory.
  ]>
} {

// CHECK-LABEL: @transfer_chain_collapse
// CHECK-SAME: (%[[INPUT:.+]]: !util.buffer) -> !util.buffer
util.func public @transfer_chain_collapse(%input: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index

  // Import on device A.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import on(#hal.device.promise<@dev_a>) %[[INPUT]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<1024xf32> : index
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) %input : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%size}

  // Transfer A->B (unified memory, should be elided).
  // Transfer B->C (unified memory, should be elided).
  // Result: no intermediate transfers, direct use of imported resource.
  %transfer_to_b = stream.async.transfer %imported : !stream.resource<external>{%size}
      from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<external>{%size}
  %transfer_to_c = stream.async.transfer %transfer_to_b : !stream.resource<external>{%size}
      from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%size}

  // Export on device C.
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[IMPORTED]] : tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %transfer_to_c : tensor<1024xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

} // module
