// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='mode=overlay' %s | FileCheck %s --check-prefix=OVERLAY
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='mode=overlay' %s | FileCheck %s --check-prefix=OVERLAY-MIXED
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='mode=consolidate' %s | FileCheck %s --check-prefix=COMPARE-CONSOLIDATE
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='mode=overlay' %s | FileCheck %s --check-prefix=COMPARE-OVERLAY
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='output-scope=my_custom_scope' %s | FileCheck %s --check-prefix=SCOPE
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='max-encoding-growth-factor=2.0' %s | FileCheck %s --check-prefix=GROWTH2
// RUN: iree-opt --split-input-file --iree-stream-split-parameter-encoder='mode=overlay' %s | FileCheck %s --check-prefix=EMPTY

// Tests simple constant with splat initialization.
// This is the most basic case - a global initialized with a constant splat.
// This should NOT be hoisted (no parameter input).

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
// CHECK: util.global private @simple_constant : !stream.resource<constant>
util.global private @simple_constant : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  // CHECK: %[[C0_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK: %[[C1024:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index
  // CHECK: %[[SPLAT:.+]] = stream.async.splat %[[C0_I32]] : i32 -> !stream.resource<constant>{%[[C1024]]}
  %splat = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}
  // CHECK: util.global.store %[[SPLAT]], @simple_constant : !stream.resource<constant>
  util.global.store %splat, @simple_constant : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

