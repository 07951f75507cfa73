
// Tests that constant->* clones are still preserved (lifetime conversion).
// This ensures our constant->constant optimization doesn't break the
// existing lifetime conversion logic.

// CHECK-LABEL: @constantToGenericPreserved
util.func public @constantToGenericPreserved(%size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c123_i32 = arith.constant 123 : i32

  // CHECK: %[[CONST:.+]] = stream.async.constant
  %const = stream.async.constant : !stream.resource<constant>{%c4} = dense<123> : tensor<1xi32>

  // Clone from constant to generic lifetime must be preserved.
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[CONST]]
  // CHECK-SAME: !stream.resource<constant>{%c4} -> !stream.resource<*>{%c4}
  %clone = stream.async.clone %const : !stream.resource<constant>{%c4} -> !stream.resource<*>{%c4}

  // CHECK: stream.async.fill %c123_i32, %[[CLONE]]
  %fill = stream.async.fill %c123_i32, %clone[%c0 to %c4 for %c4] : i32 -> %0 as !stream.resource<*>{%c4}

  util.return %fill : !stream.resource<*>
}

