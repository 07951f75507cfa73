// CHECK-LABEL: @DeduplicateTensorImportWithIntermediateOp
// Intermediate operations should not prevent deduplication.
util.func private @DeduplicateTensorImportWithIntermediateOp(%arg0: !util.buffer, %arg1: index)-> (!stream.resource<external>, !stream.resource<external>, index) {

  %c20 = arith.constant 20 : index
  %c0 = arith.constant 10 : index

  // CHECK: %[[IMPORT:.+]] = stream.tensor.import %arg0
  // CHECK: %[[SUM:.+]] = arith.addi
  // CHECK-NOT: stream.tensor.import
  // CHECK: util.return %[[IMPORT]], %[[IMPORT]], %[[SUM]]

  %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
  %1 = arith.addi %c0, %arg1 : index
  %3 = stream.tensor.import %arg0 : !util.buffer -> tensor<?x5xf32>{%arg1} in !stream.resource<external>{%c20}
  util.return %0, %3, %1 : !stream.resource<external>, !stream.resource<external>, index
}
