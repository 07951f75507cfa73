
// Extern that performs an in-place operation on its argument.
// No new tensors will be allocated and the call will receive a single argument.

// CHECK: stream.async.func private @inplaceExtern(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*>
flow.func private @inplaceExtern(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32>

// CHECK-LABEL: @inplaceCall
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>, %[[SIZE0:.+]]: index, %[[DIM0:.+]]: index)
util.func public @inplaceCall(%arg0: tensor<?xf32>, %dim0: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  // CHECK: %[[CALL:.+]] = stream.async.call @inplaceExtern(%[[ARG0]][%c0 to %[[SIZE0]] for %[[SIZE0]]], %[[DIM0]]) : (!stream.resource<*>{%[[SIZE0]]}, index) -> %[[ARG0]]{%[[SIZE0]]}
  %call = flow.call @inplaceExtern(%arg0, %dim0) : (tensor<?xf32>{%dim0}, index) -> %arg0{%dim0}
  // CHECK: util.return %[[CALL]], %[[SIZE0]]
  util.return %call : tensor<?xf32>
}

