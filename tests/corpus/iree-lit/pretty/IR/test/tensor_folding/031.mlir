module {
  util.func private @DeduplicateTensorImportWithIntermediateOp(%arg0: !util.buffer, %arg1: index) -> (!stream.resource<external>, !stream.resource<external>, index) {
    %c20 = arith.constant 20 : index
    %c10 = arith.constant 10 : index
    %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
    %1 = arith.addi %c10, %arg1 : index
    %2 = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
    util.return %0, %2, %1 : !stream.resource<external>, !stream.resource<external>, index
  }
}

