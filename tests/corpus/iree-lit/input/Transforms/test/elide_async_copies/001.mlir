// RUN: iree-opt --split-input-file --iree-stream-elide-async-copies --cse %s | FileCheck %s

// Tests that clones with the same lifetime can be elided (baseline behavior).

// CHECK-LABEL: @cloneSameLifetime
util.func public @cloneSameLifetime() -> !stream.resource<*> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32
  %c456_i32 = arith.constant 456 : i32

  // CHECK: %[[SPLAT:.+]] = stream.async.splat %c123
  %splat = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}

  // Clone with same lifetime (* -> *) and last use CAN be elided.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %splat : !stream.resource<*>{%c4} -> !stream.resource<*>{%c4}

  // CHECK: stream.async.fill %c456_i32, %[[SPLAT]]
  %fill = stream.async.fill %c456_i32, %clone[%c0 to %c4 for %c4] : i32 -> %0 as !stream.resource<*>{%c4}

  util.return %fill : !stream.resource<*>
}

