
// Tests that transfer chains with type changes are preserved.
// Since the source is a by-ref argument and transfers change types,
// both transfers must be preserved.

// CHECK-LABEL: @transferChainFromArg
// CHECK-SAME: (%[[ARG:[^:]+]]: !stream.resource<constant>)
util.func public @transferChainFromArg(%arg: !stream.resource<constant>) -> !stream.resource<external> {
  %c100 = arith.constant 100 : index
  // CHECK: %[[T1:.+]] = stream.async.transfer %[[ARG]] : !stream.resource<constant>{{.+}} -> !stream.resource<transient>
  %t1 = stream.async.transfer %arg : !stream.resource<constant>{%c100} -> !stream.resource<transient>{%c100}
  // CHECK: %[[T2:.+]] = stream.async.transfer %[[T1]] : !stream.resource<transient>{{.+}} -> !stream.resource<external>
  %t2 = stream.async.transfer %t1 : !stream.resource<transient>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: util.return %[[T2]]
  util.return %t2 : !stream.resource<external>
}

