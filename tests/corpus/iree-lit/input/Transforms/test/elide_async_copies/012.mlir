
// Tests that clones performing lifetime conversions are NOT elided.
// When a clone changes the resource lifetime (e.g., * -> variable, * -> external),
// it must be preserved even if it's the last use of the source.
// This is critical for correctness when the specific lifetime is required by
// consumers like util.global.store or function boundaries.

util.global private mutable @global_var : !stream.resource<variable>

// CHECK-LABEL: @cloneToVariable
util.func public @cloneToVariable() -> !stream.resource<variable> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c123_i32 = arith.constant 123 : i32

  // Dispatch produces a generic resource.
  // CHECK: %[[DISPATCH:.+]] = stream.async.dispatch
  %dispatch = stream.async.dispatch @dispatch::@entry() : () -> !stream.resource<*>{%c4}

  // Clone to variable lifetime for storing in global.
  // This clone MUST NOT be elided even though dispatch is only used here,
  // because it changes lifetime from * to variable.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[DISPATCH]]
  // CHECK-SAME: !stream.resource<*>{%c4} -> !stream.resource<variable>{%c4}
  %clone = stream.async.clone %dispatch : !stream.resource<*>{%c4} -> !stream.resource<variable>{%c4}

  // Global store requires exact variable type.
  // CHECK: util.global.store %[[CLONE]], @global_var
  util.global.store %clone, @global_var : !stream.resource<variable>

  util.return %clone : !stream.resource<variable>
}

