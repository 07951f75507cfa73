
// Tests scf.if where both branches mutate clones, and source is used after.
// Both clones must be preserved to protect source for the post-if dispatch.

// CHECK-LABEL: @scf_if_both_branches_mutate_source_used_after
util.func public @scf_if_both_branches_mutate_source_used_after(%cond: i1, %size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[IF_RESULT:.+]] = scf.if
  %if_result = scf.if %cond -> !stream.resource<*> {
    // CHECK: %[[CLONE1:.+]] = stream.async.clone %[[SOURCE]]
    %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: stream.async.fill %c123_i32, %[[CLONE1]]
    %fill = stream.async.fill %c123_i32, %clone[%c0 to %size for %size] : i32 -> %clone as !stream.resource<*>{%size}
    scf.yield %fill : !stream.resource<*>
  } else {
    // CHECK: %[[CLONE2:.+]] = stream.async.clone %[[SOURCE]]
    %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: stream.async.fill %c456_i32, %[[CLONE2]]
    %fill = stream.async.fill %c456_i32, %clone[%c0 to %size for %size] : i32 -> %clone as !stream.resource<*>{%size}
    scf.yield %fill : !stream.resource<*>
  }
  // Post-if use of source - this is why both clones must be preserved.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
  %after = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[IF_RESULT]]
  util.return %if_result, %after : !stream.resource<*>, !stream.resource<*>
}

