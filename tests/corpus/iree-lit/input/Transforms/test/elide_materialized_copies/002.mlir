
// Tests user-provided output storage pattern.
// User provides output buffer, we compute result and write it in-place.

stream.executable private @ex_compute_output {
  stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @user_provided_output_storage
// CHECK-SAME: (%[[INPUT_VIEW:.+]]: !util.buffer, %[[OUTPUT_VIEW:.+]]: !util.buffer) -> !util.buffer
util.func public @user_provided_output_storage(%input_view: !util.buffer, %output_view: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // Import input.
  // CHECK: %[[INPUT_SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[INPUT:.+]] = stream.tensor.import %[[INPUT_VIEW]] : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%[[INPUT_SIZE]]}
  %input_size = stream.tensor.sizeof tensor<1024xf32> : index
  %input = stream.tensor.import %input_view : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%input_size}

  // Import user-provided output storage.
  // The `consume` attribute enables zero-copy in-place updates.
  // CHECK: %[[OUTPUT_STORAGE:.+]] = stream.tensor.import consume %[[OUTPUT_VIEW]]
  %output_size = stream.tensor.sizeof tensor<1024xf32> : index
  %output_storage = stream.tensor.import consume %output_view : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%output_size}

  // Compute result from input.
  // CHECK: %[[COMPUTED:.+]] = stream.async.dispatch @ex_compute_output::@compute[%c1, %c1, %c1](%[[INPUT]][%c0 to %[[INPUT_SIZE]] for %[[INPUT_SIZE]]]) : (!stream.resource<external>{%[[INPUT_SIZE]]}) -> !stream.resource<*>{{.+}}
  %computed_size = stream.tensor.sizeof tensor<1024xf32> : index
  %computed = stream.async.dispatch @ex_compute_output::@compute[%c1, %c1, %c1](%input[%c0 to %input_size for %input_size]) : (!stream.resource<external>{%input_size}) -> !stream.resource<*>{%computed_size}

  // Write computed result into user-provided output storage (zero-copy).
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[COMPUTED]], %[[OUTPUT_STORAGE]]
  %updated = stream.async.update %computed, %output_storage[%c0 to %computed_size] : !stream.resource<*>{%computed_size} -> %output_storage as !stream.resource<external>{%output_size}

  // Alias back to user (hal.tensor.alias pattern).
  // Note: identity slice and transfer are elided by canonicalize and elide-async-copies.
  %slice = stream.async.slice %updated[%c0 to %computed_size] : !stream.resource<external>{%output_size} -> !stream.resource<external>{%computed_size}
  %transfer = stream.async.transfer %slice : !stream.resource<external>{%computed_size} -> !stream.resource<external>{%computed_size}

  // Export and return (via alias).
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[UPDATED]]
  %exported = stream.tensor.export %transfer : tensor<1024xf32> in !stream.resource<external>{%computed_size} -> !util.buffer

  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

