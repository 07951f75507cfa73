
// Tests clones that span multiple partitions separated by a load barrier do not
// create a circular dependency when the clone is used on both sides of the
// barrier. The clone is duplicated into both partitions.

// CHECK-LABEL: @cloneAcrossLoadBarrier
util.func public @cloneAcrossLoadBarrier(%arg0: !stream.resource<external>) -> (!stream.resource<transient>, !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index

  // First partition: clone + dispatch0 + transfer (before load barrier).
  // CHECK: %[[RESULTS0:.+]]:2, %[[TP0:.+]] = stream.async.execute
  // CHECK-SAME: with({{.+}} as %[[ARG0:.+]]: !stream.resource<external>{%c24})
  // CHECK-SAME: -> (!stream.resource<transient>{%c16}, !stream.resource<staging>{%c16})
  // CHECK-NEXT: %[[CLONE0:.+]] = stream.async.clone %[[ARG0]]
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c24} -> !stream.resource<external>{%c24}
  // CHECK-NEXT: %[[DISPATCH0:.+]] = stream.async.dispatch @ex::@dispatch_0(%[[CLONE0]]
  %dispatch0 = stream.async.dispatch @ex::@dispatch_0(%clone[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<transient>{%c16}
  // CHECK-NEXT: %[[TRANSFER:.+]] = stream.async.transfer %[[DISPATCH0]]
  %transfer = stream.async.transfer %dispatch0 : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
  // CHECK-NEXT: stream.yield %[[DISPATCH0]], %[[TRANSFER]]

  // CHECK: stream.timepoint.await %[[TP0]] => %[[RESULTS0]]#1
  // CHECK: %[[LOADED:.+]] = stream.async.load
  %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c16} -> i64
  // Second partition: clone (duplicated) + splat + dispatch1 + dispatch2 (after load barrier).
  // CHECK: %[[RESULTS1:.+]]:2, %[[TP1:.+]] = stream.async.execute
  // CHECK-SAME: await(%[[TP0]])
  // CHECK-SAME: with({{.+}} as %[[ARG1:.+]]: !stream.resource<external>{%c24},
  // CHECK-SAME:      %[[RESULTS0]]#0 as %[[DISPATCH0_IN:.+]]: !stream.resource<transient>{%c16})
  // CHECK-SAME: -> (!stream.resource<transient>{%c8}, !stream.resource<transient>{%c8})
  // CHECK-NEXT: %[[CLONE1:.+]] = stream.async.clone %[[ARG1]]
  // CHECK-NEXT: %[[SPLAT:.+]] = stream.async.splat %[[LOADED]]
  %filled = stream.async.splat %loaded : i64 -> !stream.resource<transient>{%c24}
  // CHECK-NEXT: %[[DISPATCH1:.+]] = stream.async.dispatch @ex::@dispatch_1(%[[DISPATCH0_IN]]{{.+}}, %[[SPLAT]]
  %dispatch1 = stream.async.dispatch @ex::@dispatch_1(%dispatch0[%c0 to %c16 for %c16], %filled[%c0 to %c24 for %c24]) : (!stream.resource<transient>{%c16}, !stream.resource<transient>{%c24}) -> !stream.resource<transient>{%c8}
  // CHECK-NEXT: %[[DISPATCH2:.+]] = stream.async.dispatch @ex::@dispatch_2(%[[CLONE1]]
  %dispatch2 = stream.async.dispatch @ex::@dispatch_2(%clone[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<transient>{%c8}
  // CHECK-NEXT: stream.yield %[[DISPATCH1]], %[[DISPATCH2]]

  // CHECK: stream.timepoint.await %[[TP1]] => %[[RESULTS1]]
  util.return %dispatch1, %dispatch2 : !stream.resource<transient>, !stream.resource<transient>
}

