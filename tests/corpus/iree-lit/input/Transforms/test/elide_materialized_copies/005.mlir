
// Tests scf.if with in-place mutations in both branches.

// CHECK-LABEL: @scf_if_inplace_both_branches
// CHECK-SAME: (%[[COND:.+]]: i1, %[[BUFFER_VIEW:.+]]: !util.buffer) -> !util.buffer
util.func public @scf_if_inplace_both_branches(%cond: i1, %buffer_view: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32

  // Import buffer.
  // The `consume` attribute enables zero-copy in-place updates.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[BUFFER:.+]] = stream.tensor.import consume %[[BUFFER_VIEW]] : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<256xf32> : index
  %buffer = stream.tensor.import consume %buffer_view : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%size}

  // Conditional in-place mutation.
  // CHECK: %[[RESULT:.+]] = scf.if %[[COND]] -> (!stream.resource<external>) {
  %result = scf.if %cond -> !stream.resource<external> {
    // CHECK-NOT: stream.async.clone
    // CHECK: %[[FILL1:.+]] = stream.async.fill %c123_i32, %[[BUFFER]][%c0 to %c100 for %c100] : i32 -> %[[BUFFER]] as !stream.resource<external>{%[[SIZE]]}
    %fill1 = stream.async.fill %c123_i32, %buffer[%c0 to %c100 for %c100] : i32 -> %buffer as !stream.resource<external>{%size}
    // CHECK: scf.yield %[[FILL1]] : !stream.resource<external>
    scf.yield %fill1 : !stream.resource<external>
  } else {
    // CHECK-NOT: stream.async.clone
    // CHECK: %[[FILL2:.+]] = stream.async.fill %c456_i32, %[[BUFFER]][%c0 to %c100 for %c100] : i32 -> %[[BUFFER]] as !stream.resource<external>{%[[SIZE]]}
    %fill2 = stream.async.fill %c456_i32, %buffer[%c0 to %c100 for %c100] : i32 -> %buffer as !stream.resource<external>{%size}
    // CHECK: scf.yield %[[FILL2]] : !stream.resource<external>
    scf.yield %fill2 : !stream.resource<external>
  }

  // Alias back.
  // Note: identity slice and transfer are optimized away.
  %slice = stream.async.slice %result[%c0 to %size] : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %transfer = stream.async.transfer %slice : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.slice
  // CHECK-NOT: stream.async.transfer
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[RESULT]] : tensor<256xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %transfer : tensor<256xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

