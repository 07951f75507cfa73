
// Tests that timepoint mappings do not leak between scf.if branches.
// Regression test: if mappings leak, the else branch would try to use
// a timepoint defined in the then branch, causing a dominance error.

// CHECK-LABEL: @scf_if_no_sibling_leakage
// CHECK-SAME: %{{.+}}: i1, %[[ARG:.+]]: !stream.resource<external>
util.func public @scf_if_no_sibling_leakage(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c64 = arith.constant 64 : index

  // CHECK: %[[IF_RESULT:.+]]:2 = scf.if %{{.+}} -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: Await the outer arg. This maps %arg0 -> %tp_then internally.
    // CHECK: %[[THEN_TP:.+]] = stream.timepoint.immediate
    %tp_then = stream.timepoint.immediate => !stream.timepoint
    // CHECK: stream.timepoint.await %[[THEN_TP]] => %[[ARG]]
    %r = stream.timepoint.await %tp_then => %arg0 : !stream.resource<external>{%c64}
    // CHECK: scf.yield %[[ARG]], %[[THEN_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %r : !stream.resource<external>
  } else {
    // Else: Just pass through %arg0 unchanged. If sibling leakage occurred,
    // expandOperand would find %arg0 -> %tp_then and try to use %tp_then here,
    // which would be invalid since %tp_then is defined in the then branch.
    // CHECK: %[[ELSE_TP:.+]] = stream.timepoint.immediate
    // CHECK: scf.yield %[[ARG]], %[[ELSE_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %arg0 : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[IF_RESULT]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[IF_RESULT]]#1 => %[[IF_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

