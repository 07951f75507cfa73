
// Tests mixed iter_args (good) and captures (hazard) in same loop.
// This is a common real-world pattern where a loop updates one resource via iter_args
// while reading from another resource captured from parent scope.

// CHECK-LABEL: @scfMixedIterArgsAndCaptures
util.func public @scfMixedIterArgsAndCaptures(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %size: index) -> (!stream.resource<*>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c0_i64 = arith.constant 0 : i64

  // This resource will be materialized in the loop.
  %read_only = stream.async.clone %arg1 : !stream.resource<*>{%size} -> !stream.resource<*>{%size}

  // Loop: %arg0 flows through iter_args (updated each iteration),
  //       %read_only materialized in loop (read each iteration),
  //       %accumulator tracks scalar across iterations.
  // CHECK: %[[LOOP_RESULTS:.+]]:2 = scf.for
  // CHECK-SAME: iter_args(
  %loop_resource, %loop_sum = scf.for %i = %c0 to %c5 step %c1
      iter_args(%iter_resource = %arg0, %iter_sum = %c0_i64) -> (!stream.resource<*>, i64) {

    // Inside loop: both iter_arg resource and materialized clone are used.
    // They must be in the same execute region since the dispatch needs the
    // updated iter_arg, and the transfer needs the materialized clone.
    // CHECK: stream.async.execute
    // CHECK: stream.async.clone
    // CHECK: stream.async.dispatch
    // CHECK: stream.async.transfer
    %updated = stream.async.dispatch @ex::@dispatch[%c1](%iter_resource[%c0 to %size for %size])
        : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}

    %slice = stream.async.slice %read_only[%c0 to %size] : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    %transfer = stream.async.transfer %slice : !stream.resource<*>{%size} -> !stream.resource<staging>{%size}
    %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%size} -> i32
    %loaded_i64 = arith.extsi %loaded : i32 to i64
    %new_sum = arith.addi %iter_sum, %loaded_i64 : i64

    scf.yield %updated, %new_sum : !stream.resource<*>, i64
  }

  // The key test: the final dispatch uses loop results but NOT the captured
  // %read_only. This proves that %read_only is correctly tracked as a hazard
  // and not incorrectly merged with operations that only use the loop's outputs.
  // CHECK: stream.async.execute
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.dispatch
  %final = stream.async.dispatch @ex::@dispatch[%c1](%loop_sum, %loop_resource[%c0 to %size for %size])
      : (i64, !stream.resource<*>{%size}) -> !stream.resource<*>{%size}

  util.return %final, %loop_sum : !stream.resource<*>, i64
}

