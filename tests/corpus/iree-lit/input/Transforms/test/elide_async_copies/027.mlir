
// Tests that same-type transfers with multiple uses of the source are elided.
// Since same-type transfer is a no-op, both dispatches use the original arg.

stream.executable private @ex_transfer {
  stream.executable.export public @dispatch1 workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  stream.executable.export public @dispatch2 workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @transferSameTypeMultiUse
// CHECK-SAME: (%[[ARG:[^:]+]]: !stream.resource<external>)
util.func public @transferSameTypeMultiUse(%arg: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  // CHECK-NOT: stream.async.transfer
  %transfer = stream.async.transfer %arg : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // Both original and transfer result used - transfer still elided.
  // CHECK: %[[D1:.+]] = stream.async.dispatch @ex_transfer::@dispatch1(%[[ARG]][%c0 to %c100 for %c100])
  %dispatch1 = stream.async.dispatch @ex_transfer::@dispatch1(%arg[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
  // CHECK: %[[D2:.+]] = stream.async.dispatch @ex_transfer::@dispatch2(%[[ARG]][%c0 to %c100 for %c100])
  %dispatch2 = stream.async.dispatch @ex_transfer::@dispatch2(%transfer[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
  // CHECK: util.return %[[D1]], %[[D2]]
  util.return %dispatch1, %dispatch2 : !stream.resource<external>, !stream.resource<external>
}

