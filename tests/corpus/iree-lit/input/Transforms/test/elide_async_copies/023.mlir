
//===----------------------------------------------------------------------===//
// Inter-procedural by-val/by-ref argument semantics
//===----------------------------------------------------------------------===//

// Tests that a callee called with mixed semantics (both by-val and by-ref)
// must preserve defensive copies since it can't assume semantics.

stream.executable private @ex_mixed {
  stream.executable.export public @dispatch workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: util.func private @mixedSemanticsSameCallee
// CHECK-SAME: (%[[ARG:[^:]+]]: !stream.resource<external>)
util.func private @mixedSemanticsSameCallee(%arg: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // Clone must be preserved because callee is called with both semantics.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[ARG]]
  %clone = stream.async.clone %arg : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: stream.async.fill %c123_i32, %[[CLONE]]
  %filled = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %clone as !stream.resource<external>{%c100}
  util.return
}

// CHECK-LABEL: @mixedSemanticsByvalCaller
util.func public @mixedSemanticsByvalCaller() {
  %c0_i32 = arith.constant 0 : i32
  %c100 = arith.constant 100 : index
  %resource = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c100}
  // Last use - by-value semantics.
  util.call @mixedSemanticsSameCallee(%resource) : (!stream.resource<external>) -> ()
  util.return
}

// CHECK-LABEL: @mixedSemanticsByrefCaller
util.func public @mixedSemanticsByrefCaller() {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c100 = arith.constant 100 : index
  %resource = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c100}
  // Not last use - by-ref semantics.
  util.call @mixedSemanticsSameCallee(%resource) : (!stream.resource<external>) -> ()
  // Additional use after call.
  %dispatch = stream.async.dispatch @ex_mixed::@dispatch(%resource[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
  util.return
}

