module {
  util.func private @FoldTensorExportOp(%arg0: !util.buffer, %arg1: index) -> !util.buffer {
    %c20 = arith.constant 20 : index
    %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
    %1 = stream.tensor.export %0 : tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20} -> !util.buffer
    util.return %1 : !util.buffer
  }
}

