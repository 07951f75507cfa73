
// Tests that constant->constant clones are preserved when the result is tied
// (mutated). This is critical for correctness during initialization where
// constants may be mutated to produce their final values.

// CHECK-LABEL: @constantCloneTiedMutation
util.func public @constantCloneTiedMutation(%size: index) -> !stream.resource<constant> {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c456_i32 = arith.constant 456 : i32

  // CHECK: %[[CONST:.+]] = stream.async.constant
  %const = stream.async.constant : !stream.resource<constant>{%size} = dense<123> : tensor<128xi32>

  // Clone before mutation - this clone MUST be preserved because the result
  // is tied to an operation (will be mutated).
  // CHECK: %[[CLONE:.+]] = stream.async.clone %[[CONST]]
  %clone = stream.async.clone %const : !stream.resource<constant>{%size} -> !stream.resource<constant>{%size}

  // Fill operation that mutates the clone (tied operand).
  // CHECK: %[[FILLED:.+]] = stream.async.fill %c456_i32, %[[CLONE]]
  %filled = stream.async.fill %c456_i32, %clone[%c0 to %c128 for %c128] : i32 -> %clone as !stream.resource<constant>{%size}

  // CHECK: util.return %[[FILLED]]
  util.return %filled : !stream.resource<constant>
}

