
// Tests that borrowed imports still permit clone elision when the clone result
// is read-only. Non-consuming imports only require protective clones when the
// clone would otherwise shield caller-owned storage from mutation.

stream.executable private @ex_borrowed_readonly {
  stream.executable.export public @read_only workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @borrowed_import_readonly_elides_clone
// CHECK-SAME: (%[[BUFFER:[^:]+]]: !util.buffer)
util.func public @borrowed_import_readonly_elides_clone(%arg0: !util.buffer) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  // CHECK: %[[IMPORT:.+]] = stream.tensor.import %[[BUFFER]]
  %import = stream.tensor.import %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
  // CHECK-NOT: stream.async.clone
  %clone = stream.async.clone %import : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
  // CHECK: %[[RESULT:.+]] = stream.async.dispatch @ex_borrowed_readonly::@read_only(%[[IMPORT]]
  %result = stream.async.dispatch @ex_borrowed_readonly::@read_only(%clone[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

