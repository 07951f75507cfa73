
// Tests that an update cannot be elided when its result is used by a tied
// dispatch operation. The tied dispatch passes the buffer through, and
// downstream operations reading from the dispatch result may access the
// update region through the tied result alias.

stream.executable private @ex_tied_passthrough {
  stream.executable.export public @dispatch workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @updateNotElided_tiedDispatch
util.func private @updateNotElided_tiedDispatch(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[UPDATE_SRC:.+]] = stream.async.splat %c456
  %update_src = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes to [0, 4).
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[UPDATE_SRC]], %[[TARGET]][%c0 to %c4]
  %updated = stream.async.update %update_src, %target[%c0 to %c4] : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // Tied dispatch reads from [4, 8) - disjoint from update region.
  // But output is tied to input, so dispatch result aliases entire buffer.
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch @ex_tied_passthrough::@dispatch(%[[UPDATED]][%c4 to %c8 for %c4]) : (!stream.resource<*>{%[[SIZE:.+]]}) -> %[[UPDATED]]{%[[SIZE]]}
  %dispatch = stream.async.dispatch @ex_tied_passthrough::@dispatch(%updated[%c4 to %c8 for %c4]) : (!stream.resource<*>{%size}) -> %updated{%size}
  // Downstream copy reads entire buffer [0, 8) from dispatch result.
  // This read covers the update region [0, 4), so update cannot be elided.
  %output = stream.async.alloca : !stream.resource<*>{%c8}
  // CHECK: stream.async.copy %[[DISPATCH]]
  %copy = stream.async.copy %dispatch[%c0 to %c8], %output[%c0 to %c8], %c8 : !stream.resource<*>{%size} -> %output as !stream.resource<*>{%c8}
  util.return %copy : !stream.resource<*>
}

