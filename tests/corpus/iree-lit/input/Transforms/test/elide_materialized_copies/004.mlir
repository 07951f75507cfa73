
// Tests SCF loop with in-place mutations on imported buffer.

stream.executable private @ex_mutate {
  stream.executable.export public @mutate workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @scf_for_inplace_on_imported
// CHECK-SAME: (%[[BUFFER_VIEW:.+]]: !util.buffer, %[[COUNT:.+]]: index) -> !util.buffer
util.func public @scf_for_inplace_on_imported(%buffer_view: !util.buffer, %count: index) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Import buffer.
  // The `consume` attribute enables zero-copy in-place updates.
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[BUFFER:.+]] = stream.tensor.import consume %[[BUFFER_VIEW]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]}
  %size = stream.tensor.sizeof tensor<1024xf32> : index
  %buffer = stream.tensor.import consume %buffer_view : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%size}

  // Loop mutates buffer in-place each iteration.
  // CHECK: %[[RESULT:.+]] = scf.for %{{.+}} = %c0 to %[[COUNT]] step %c1 iter_args(%[[ITER:.+]] = %[[BUFFER]]) -> (!stream.resource<external>) {
  %result = scf.for %i = %c0 to %count step %c1 iter_args(%iter = %buffer) -> (!stream.resource<external>) {
    // CHECK-NOT: stream.async.clone
    // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @ex_mutate::@mutate[%c1, %c1, %c1](%[[ITER]][%c0 to %[[SIZE]] for %[[SIZE]]]) : (!stream.resource<external>{%[[SIZE]]}) -> %[[ITER]]{%[[SIZE]]}
    %mutated = stream.async.dispatch @ex_mutate::@mutate[%c1, %c1, %c1](%iter[%c0 to %size for %size]) : (!stream.resource<external>{%size}) -> %iter{%size}
    // CHECK: scf.yield %[[DISPATCH]] : !stream.resource<external>
    scf.yield %mutated : !stream.resource<external>
  }

  // Alias back.
  // Note: identity slice and transfer are optimized away.
  %slice = stream.async.slice %result[%c0 to %size] : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %transfer = stream.async.transfer %slice : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.slice
  // CHECK-NOT: stream.async.transfer
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[RESULT]] : tensor<1024xf32> in !stream.resource<external>{%[[SIZE]]} -> !util.buffer
  %exported = stream.tensor.export %transfer : tensor<1024xf32> in !stream.resource<external>{%size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

