
// CHECK-LABEL: @KeepTensorExportOpWithDifferingEncodings
util.func private @KeepTensorExportOpWithDifferingEncodings(%arg0: !util.buffer, %arg1: index) -> !util.buffer {
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
  // CHECK: %[[EXPORT:.+]] = stream.tensor.export %[[IMPORT]] : tensor<1x?x5xf32>{%arg1} in !stream.resource<external>{%c20} -> !util.buffer
  // CHECK: util.return %[[EXPORT]] : !util.buffer
  %c20 = arith.constant 20 : index
  %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
  %1 = stream.tensor.export %0 : tensor<1x?x5xf32>{%arg1} in !stream.resource<external>{%c20} -> !util.buffer
  util.return %1 : !util.buffer
}

