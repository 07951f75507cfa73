
// Tests that update cannot be elided when the updated region is read.

stream.executable private @ex_read {
  stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @updateNotElided_regionRead
util.func private @updateNotElided_regionRead(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32
  // CHECK: %[[TARGET:.+]] = stream.async.splat %c123
  %target = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%size}
  // CHECK: %[[UPDATE:.+]] = stream.async.splat %c456
  %update = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
  // Update writes to [0, 4).
  // CHECK: %[[UPDATED:.+]] = stream.async.update %[[UPDATE]], %[[TARGET]]
  %updated = stream.async.update %update, %target[%c0 to %c4] : !stream.resource<*>{%c4} -> %target as !stream.resource<*>{%size}
  // Dispatch reads from [0, 4) - overlaps with the update, so cannot elide.
  // CHECK: stream.async.dispatch @ex_read::@dispatch[%c1, %c1, %c1](%[[UPDATED]]
  %dispatch = stream.async.dispatch @ex_read::@dispatch[%c1, %c1, %c1](%updated[%c0 to %c4 for %c4]) : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  util.return %dispatch : !stream.resource<*>
}

