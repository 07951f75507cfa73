
// CHECK-LABEL: @FoldAsyncCastChain
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<external>, %[[SIZE:.+]]: index)
util.func private @FoldAsyncCastChain(%source: !stream.resource<external>, %size: index) -> !stream.resource<external> {
  // A chain of casts that returns to the original type should fold away.
  // CHECK-NOT: stream.async.cast
  %cast0 = stream.async.cast %source : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  %cast1 = stream.async.cast %cast0 : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
  // CHECK: util.return %[[SOURCE]]
  util.return %cast1 : !stream.resource<external>
}

