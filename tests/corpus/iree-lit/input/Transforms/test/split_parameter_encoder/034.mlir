
// Tests captured values with scf.for loop.
// Similar to the scf.if test but with loop-carried values.

stream.executable private @for_dispatch {
  stream.executable.export public @dispatch
}

// CHECK-LABEL: util.global private @captured_value_for_ordering : !stream.resource<constant>
util.global private @captured_value_for_ordering : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  %c1024 = arith.constant 1024 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c256 = arith.constant 256 : index

  // Load parameter.
  %param = stream.async.constant : !stream.resource<constant>{%c1024} =
    #stream.parameter.named<"model"::"for_param"> : vector<1024xi8>

  // Value captured by the loop body.
  %fill_pattern = arith.constant 7 : i32

  // Loop that captures %fill_pattern from outside.
  // CHECK-NOT: scf.for
  %result = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %param) -> !stream.resource<constant> {
    // Uses captured %fill_pattern.
    %offset = arith.muli %i, %c256 : index
    %end = arith.addi %offset, %c256 : index
    %filled = stream.async.fill %fill_pattern, %acc[%offset to %end for %c256]
      : i32 -> %acc as !stream.resource<constant>{%c1024}
    scf.yield %filled : !stream.resource<constant>
  }

  // CHECK: stream.async.constant {{.+}} #stream.parameter.named<""::"parameter0">
  // CHECK: util.global.store %{{.+}}, @captured_value_for_ordering
  util.global.store %result, @captured_value_for_ordering : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

