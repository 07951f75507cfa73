
// Tests scf.while where clone is mutated in the loop body, and source is used
// after the while loop. Clone must be preserved.

// CHECK-LABEL: @scf_while_clone_mutated_source_used_after
util.func public @scf_while_clone_mutated_source_used_after(%cond: i1, %size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // Clone preserved because source is used after the while loop.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
  %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  // CHECK: %[[WHILE:.+]] = scf.while
  %result = scf.while (%arg = %clone) : (!stream.resource<*>) -> !stream.resource<*> {
    scf.condition(%cond) %arg : !stream.resource<*>
  } do {
  ^bb0(%body_arg: !stream.resource<*>):
    // Mutation in the loop body.
    %fill = stream.async.fill %c123_i32, %body_arg[%c0 to %size for %size] : i32 -> %body_arg as !stream.resource<*>{%size}
    scf.yield %fill : !stream.resource<*>
  }
  // Post-while use of source.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
  %after = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[WHILE]]
  util.return %result, %after : !stream.resource<*>, !stream.resource<*>
}

