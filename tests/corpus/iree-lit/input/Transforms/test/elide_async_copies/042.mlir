
// Tests that an update followed by a tied dispatch preserves the update.
// Unlike copy operations which are write-only to the target, dispatch
// operations have read-write semantics (they read the tied operand before
// writing). This means the dispatch would read the update's data, making
// elision unsafe regardless of whether the regions match.

stream.executable private @ex_dispatch {
  stream.executable.export public @dispatch workgroups(%arg0: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @updateNotElided_followedByTiedDispatch
// CHECK-SAME: (%[[SIZE:.+]]: index)
util.func private @updateNotElided_followedByTiedDispatch(
    %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // Allocate output buffer.
  // CHECK: %[[ALLOCA:.+]] = stream.async.alloca
  %alloca = stream.async.alloca : !stream.resource<*>{%size}
  // Create data to update into first region.
  // CHECK: %[[UPDATE_SRC:.+]] = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%[[C4]]}
  %update_src = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes [0, 4). This must NOT be elided because the dispatch reads
  // the tied operand (read-write semantics) before writing to it.
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[UPDATE_SRC]], %[[ALLOCA]][%[[C0]] to %[[C4]]]
  %updated = stream.async.update %update_src, %alloca[%c0 to %c4]
      : !stream.resource<*>{%c4} -> %alloca as !stream.resource<*>{%size}
  // Dispatch has read-write semantics on tied operand.
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @ex_dispatch::@dispatch[%c1](%[[UPDATED]][%[[C0]] to %[[C4]] for %[[C4]]]) : (!stream.resource<*>{%[[SIZE]]}) -> %[[UPDATED]]{%[[SIZE]]}
  %dispatch = stream.async.dispatch @ex_dispatch::@dispatch[%c1](%updated[%c0 to %c4 for %c4]) : (!stream.resource<*>{%size}) -> %updated{%size}
  // CHECK: util.return %[[DISPATCH]]
  util.return %dispatch : !stream.resource<*>
}

