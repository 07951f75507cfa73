
// CHECK-LABEL: @NofoldTensorExportDifferentSize
// Different source size value — must keep both exports.
util.func private @NofoldTensorExportDifferentSize(%arg0: !stream.resource<external>, %arg1: index, %arg2: index) -> (!util.buffer, !util.buffer) {
  // CHECK-COUNT-2: stream.tensor.export
  %0 = stream.tensor.export %arg0 : tensor<?x5xf32>{%arg1} in !stream.resource<external>{%arg1} -> !util.buffer
  %1 = stream.tensor.export %arg0 : tensor<?x5xf32>{%arg1} in !stream.resource<external>{%arg2} -> !util.buffer
  util.return %0, %1 : !util.buffer, !util.buffer
}

