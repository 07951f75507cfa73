
// Tests that an empty module with no parameter expressions runs cleanly.
// This verifies that when no output file is specified (the default) and
// no encoding work is found, the pass completes without errors.

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
module {
  // A simple global that doesn't involve any parameters.
  // CHECK: util.global private @no_params : i32
  util.global private @no_params : i32
  util.initializer {
    // CHECK: %[[C42:.+]] = arith.constant 42 : i32
    %c42 = arith.constant 42 : i32
    // CHECK: util.global.store %[[C42]], @no_params
    util.global.store %c42, @no_params : i32
    // CHECK: util.return
    util.return
  }
}

