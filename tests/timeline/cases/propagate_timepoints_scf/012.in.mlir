
// Tests that scf.while with early exit correctly handles timepoint propagation.

// CHECK-LABEL: @scf_while_early_exit
// CHECK-SAME: %[[ARG:.+]]: !stream.resource<external>, %{{.+}}: index
util.func public @scf_while_early_exit(%arg: !stream.resource<external>, %threshold: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index

  // Initial work.
  // CHECK: %[[EXIT_IMM:.+]] = stream.timepoint.immediate
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op await(%[[EXIT_IMM]]) => with(%[[ARG]])
  %init, %init_tp = stream.test.timeline_op with(%arg) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

  // CHECK: stream.timepoint.await %[[INIT_TP]] => %[[INIT]]
  %init_ready = stream.timepoint.await %init_tp => %init : !stream.resource<external>{%c128}

  // While loop with data-dependent early exit.
  // CHECK: %[[WHILE_RESULT:.+]]:2 = scf.while
  // CHECK-SAME: (%[[BEFORE_ITER:.+]] = %[[INIT]], %[[BEFORE_TP:.+]] = %[[INIT_TP]])
  // CHECK-SAME: : (!stream.resource<external>, !stream.timepoint)
  // CHECK-SAME: -> (!stream.resource<external>, !stream.timepoint)
  %result = scf.while (%iter = %init_ready) : (!stream.resource<external>) -> !stream.resource<external> {
    // Condition: query size and check against threshold for early exit.
    // CHECK: %[[ITER_SIZE:.+]] = stream.resource.size %[[BEFORE_ITER]]
    %iter_size = stream.resource.size %iter : !stream.resource<external>
    // CHECK: %[[COND:.+]] = arith.cmpi slt, %[[ITER_SIZE]], %{{.+}}
    %cond = arith.cmpi slt, %iter_size, %threshold : index
    // CHECK: scf.condition(%[[COND]]) %[[BEFORE_ITER]], %[[BEFORE_TP]] : !stream.resource<external>, !stream.timepoint
    scf.condition(%cond) %iter : !stream.resource<external>
  } do {
  // CHECK: ^bb0(%[[BODY_ITER:.+]]: !stream.resource<external>, %[[BODY_TP:.+]]: !stream.timepoint):
  ^bb0(%body_iter: !stream.resource<external>):
    // Body: produce next iteration.
    // CHECK: %[[NEXT:.+]], %[[NEXT_TP:.+]] = stream.test.timeline_op await(%[[BODY_TP]]) => with(%[[BODY_ITER]])
    %next, %next_tp = stream.test.timeline_op with(%body_iter) : (!stream.resource<external>{%c128}) -> !stream.resource<external>{%c128} => !stream.timepoint

    // CHECK: stream.timepoint.await %[[NEXT_TP]] => %[[NEXT]]
    %next_ready = stream.timepoint.await %next_tp => %next : !stream.resource<external>{%c128}

    // CHECK: scf.yield %[[NEXT]], %[[NEXT_TP]] : !stream.resource<external>, !stream.timepoint
    scf.yield %next_ready : !stream.resource<external>
  }

  // CHECK: %[[SIZE:.+]] = stream.resource.size %[[WHILE_RESULT]]#0
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[WHILE_RESULT]]#1 => %[[WHILE_RESULT]]#0 : !stream.resource<external>{%[[SIZE]]}
  // CHECK: util.return %[[RESULT]] : !stream.resource<external>
  util.return %result : !stream.resource<external>
}

