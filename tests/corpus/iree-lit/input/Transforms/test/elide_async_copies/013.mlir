
// Tests that clones to external lifetime are preserved.
// External resources cross module boundaries and require the specific lifetime.

// CHECK-LABEL: @cloneToExternal
util.func public @cloneToExternal() -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32

  // Splat produces a generic resource.
  // CHECK: %[[SPLAT:.+]] = stream.async.splat
  %splat = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}

  // Clone to external lifetime for export.
  // This clone MUST NOT be elided even though splat is only used here,
  // because it changes lifetime from * to external.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[SPLAT]]
  // CHECK-SAME: !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}
  %clone = stream.async.clone %splat : !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}

  // CHECK: util.return %[[CLONE]]
  util.return %clone : !stream.resource<external>
}

