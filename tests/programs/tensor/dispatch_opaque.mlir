// stream.tensor.dispatch with a tied result and an untied one, run with
// --dispatch-mode=opaque (streamref only): the tied operand is updated in
// place after a copy (it is read again), the untied result is fresh.
// FLAG: --function=main
// FLAG: --dispatch-mode=opaque
// FLAG: --input=4xi32=1 2 3 4
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 4xi32=-1818488252 -44226529 -944428947 798576972
// OUT: result[1]: hal.buffer_view
// OUT: 4xi32=469462051 473026468 670283910 1967320733
// OUT: result[2]: hal.buffer_view
// OUT: 4xi32=1 2 3 4
stream.executable private @ex {
  stream.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @entry(%a: !stream.binding, %b: !stream.binding, %n: index) {
      return
    }
  }
}
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c4 = arith.constant 4 : index
  %s = stream.tensor.sizeof tensor<4xi32> : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%s}
  %x = stream.async.cast %in : !stream.resource<external>{%s} -> !stream.resource<*>{%s}
  %r:2 = stream.tensor.dispatch @ex::@entry[%c4](%x, %c4) : (tensor<4xi32> in !stream.resource<*>{%s}, index) -> (tensor<4xi32> in %x{%s}, tensor<4xi32> in !stream.resource<*>{%s})
  %e0 = stream.async.cast %r#0 : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %e1 = stream.async.cast %r#1 : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %e2 = stream.async.cast %x : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %v0 = stream.tensor.export %e0 : tensor<4xi32> in !stream.resource<external>{%s} -> !hal.buffer_view
  %v1 = stream.tensor.export %e1 : tensor<4xi32> in !stream.resource<external>{%s} -> !hal.buffer_view
  %v2 = stream.tensor.export %e2 : tensor<4xi32> in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %v0, %v1, %v2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
