
// CHECK-LABEL: @CollapseAsyncCastChain
// CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<external>, %[[SIZE:.+]]: index)
util.func private @CollapseAsyncCastChain(%source: !stream.resource<external>, %size: index) -> !stream.resource<transient> {
  // A chain of casts with different types should collapse into one.
  %cast0 = stream.async.cast %source : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[CAST:.+]] = stream.async.cast %[[SOURCE]] : !stream.resource<external>{%[[SIZE]]} -> !stream.resource<transient>{%[[SIZE]]}
  %cast1 = stream.async.cast %cast0 : !stream.resource<*>{%size} -> !stream.resource<transient>{%size}
  // CHECK: util.return %[[CAST]]
  util.return %cast1 : !stream.resource<transient>
}

