
// Tests that await folding in CF loops correctly handles block arguments.
// The async value must NOT be used to replace block arguments when it doesn't
// dominate them (block arguments are defined at block entry).

// CHECK-LABEL: @awaitFoldCFLoopBlockArgument
// CHECK-SAME: (%[[COND:.+]]: i1)
util.func public @awaitFoldCFLoopBlockArgument(%cond: i1) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32

  // Initial resource.
  // CHECK: %[[INIT:.+]], %[[INIT_TP:.+]] = stream.test.timeline_op
  %init, %init_tp = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint

  // CHECK: %[[INIT_SYNC:.+]] = stream.timepoint.await %[[INIT_TP]] => %[[INIT]]
  %init_sync = stream.timepoint.await %init_tp => %init : !stream.resource<external>{%c4}

  // CHECK: cf.cond_br %[[COND]], ^bb1(%[[INIT_SYNC]] : !stream.resource<external>), ^bb2(%[[INIT_SYNC]] : !stream.resource<external>)
  cf.cond_br %cond, ^bb1(%init_sync : !stream.resource<external>), ^bb2(%init_sync : !stream.resource<external>)

// CHECK: ^bb1(%[[ARG:.+]]: !stream.resource<external>):
^bb1(%arg: !stream.resource<external>):
  // Allocate a new resource in this iteration.
  // CHECK: %[[NEW:.+]], %[[NEW_TP:.+]] = stream.resource.alloca
  %new, %new_tp = stream.resource.alloca uninitialized : !stream.resource<external>{%c4} => !stream.timepoint

  // Execute async operation using block argument as input.
  // No join is created - pass absorbs multiple timepoints directly.
  // CRITICAL: Must use %[[ARG]] (block argument), not %[[INIT]] (initial resource).
  // CHECK: %[[RESULT:.+]], %[[RESULT_TP:.+]] = stream.test.timeline_op await(%[[NEW_TP]], %[[INIT_TP]]) => with(%[[ARG]], %[[NEW]])
  %result, %result_tp = stream.test.timeline_op await(%new_tp) => with(%arg, %new) : (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} => !stream.timepoint

  // Await materializes the result.
  // CHECK: %[[SYNC:.+]] = stream.timepoint.await %[[RESULT_TP]] => %[[RESULT]]
  %sync = stream.timepoint.await %result_tp => %result : !stream.resource<external>{%c4}

  // Pass the await result to next iteration or exit.
  // CHECK: cf.cond_br %[[COND]], ^bb1(%[[SYNC]] : !stream.resource<external>), ^bb2(%[[SYNC]] : !stream.resource<external>)
  cf.cond_br %cond, ^bb1(%sync : !stream.resource<external>), ^bb2(%sync : !stream.resource<external>)

^bb2(%exit_result: !stream.resource<external>):
  util.return %exit_result : !stream.resource<external>
}
