
// CHECK-LABEL: @FoldAsyncCastSameType
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<external>, %[[SIZE:.+]]: index)
util.func private @FoldAsyncCastSameType(%source: !stream.resource<external>, %size: index) -> !stream.resource<external> {
  // A cast where source and result types match should fold away.
  // CHECK-NOT: stream.async.cast
  %cast = stream.async.cast %source : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK: util.return %[[SOURCE]]
  util.return %cast : !stream.resource<external>
}

