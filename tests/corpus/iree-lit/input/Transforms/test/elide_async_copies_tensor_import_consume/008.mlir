
// Tests stream.tensor.import consume in scf.if.
// Consume attribute enables elision in conditional branches when last use.

// CHECK-LABEL: @consume_import_in_if
// CHECK-SAME: (%{{[^:]+}}: i1, %[[BUFFER:[^:]+]]: !util.buffer)
util.func public @consume_import_in_if(%arg0: i1, %arg1: !util.buffer) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c123_i32 = arith.constant 123 : i32
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import consume %[[BUFFER]]
  %import = stream.tensor.import consume %arg1 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK: %[[RESULT:.+]] = scf.if {{.+}}
  %result = scf.if %arg0 -> (!stream.resource<external>) {
    // CHECK-NOT: stream.async.clone
    %clone = stream.async.clone %import : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    // CHECK: %[[FILL:.+]] = stream.async.fill %c123_i32, %[[IMPORT]]
    %fill = stream.async.fill %c123_i32, %clone[%c0 to %c100 for %c100] : i32 -> %clone as !stream.resource<external>{%c100}
    // CHECK: scf.yield %[[FILL]]
    scf.yield %fill : !stream.resource<external>
  } else {
    // CHECK: scf.yield %[[IMPORT]]
    scf.yield %import : !stream.resource<external>
  }
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

