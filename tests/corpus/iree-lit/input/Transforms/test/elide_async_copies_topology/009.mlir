
// Tests that transfers can be elided when source affinity must be inferred
// through control flow operations that don't implement AffinityOpInterface.

module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_a = {unified_memory = true})
  ]>
} {

// CHECK-LABEL: @elide_transfer_through_scf_if
// CHECK-SAME: (%[[COND:.+]]: i1, %{{.+}}: !util.buffer)
util.func public @elide_transfer_through_scf_if(%cond: i1, %buffer: !util.buffer) -> !stream.resource<external> {
  %size = arith.constant 4 : index
  // Import on device A.
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) %buffer : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%size}

  // Pass through scf.if which doesn't implement AffinityOpInterface.
  // The scf.if result's affinity must be inferred by walking to stream.tensor.import.
  // CHECK: %[[RESULT:.+]] = scf.if %[[COND]]
  %result = scf.if %cond -> !stream.resource<external> {
    // CHECK: scf.yield %[[IMPORTED]]
    scf.yield %imported : !stream.resource<external>
  } else {
    // CHECK: scf.yield %[[IMPORTED]]
    scf.yield %imported : !stream.resource<external>
  }

  // Transfer to device B without explicit source affinity.
  // tryInferValueAffinity should walk through the scf.if to find the affinity.
  // CHECK-NOT: stream.async.transfer
  %transfer = stream.async.transfer %result : !stream.resource<external>{%size} ->
      to(#hal.device.promise<@dev_b>) !stream.resource<external>{%size}

  // CHECK: util.return %[[RESULT]]
  util.return %transfer : !stream.resource<external>
}

} // module
