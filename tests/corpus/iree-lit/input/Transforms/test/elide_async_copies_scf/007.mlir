
stream.executable private @ex {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%binding: !stream.binding) {
      return
    }
  }
}

// Tests scf.if where clone is mutated inside branch, but source is used after.
// Clone must be preserved to protect source for the post-if dispatch.

// CHECK-LABEL: @scf_if_clone_mutated_source_used_after
util.func public @scf_if_clone_mutated_source_used_after(%cond: i1, %size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[SOURCE:.+]] = stream.async.splat
  %source = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[IF_RESULT:.+]] = scf.if
  %if_result = scf.if %cond -> !stream.resource<*> {
    // Clone preserved because source is used after the scf.if.
    // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SOURCE]]
    %clone = stream.async.clone %source : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    // CHECK: stream.async.dispatch @ex::@dispatch(%[[CLONE]]{{.*}}) : ({{.*}}) -> %[[CLONE]]
    %mutated = stream.async.dispatch @ex::@dispatch(%clone[%c0 to %size for %size])
        : (!stream.resource<*>{%size}) -> %clone{%size}
    scf.yield %mutated : !stream.resource<*>
  } else {
    // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
    %read = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
        : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
    scf.yield %read : !stream.resource<*>
  }
  // Post-if use of source - this is why the clone must be preserved.
  // CHECK: stream.async.dispatch @ex::@dispatch(%[[SOURCE]]
  %after = stream.async.dispatch @ex::@dispatch(%source[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return %[[IF_RESULT]]
  util.return %if_result, %after : !stream.resource<*>, !stream.resource<*>
}

