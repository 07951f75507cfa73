
// Tests that constant->constant clones are always elided because constants
// are immutable and can be safely aliased even with multiple users.
// This is the key optimization for reducing copies of constant parameters.

// CHECK-LABEL: @constantCloneSingleUse
util.func public @constantCloneSingleUse(%size: index) -> !stream.resource<constant> {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index

  // CHECK: %[[CONST:.+]] = stream.async.constant
  %const = stream.async.constant : !stream.resource<constant>{%size} = dense<123> : tensor<128xi32>

  // Constant->constant clone with single use should be elided.
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %const : !stream.resource<constant>{%size} -> !stream.resource<constant>{%size}

  // CHECK: util.return %[[CONST]]
  util.return %clone : !stream.resource<constant>
}

