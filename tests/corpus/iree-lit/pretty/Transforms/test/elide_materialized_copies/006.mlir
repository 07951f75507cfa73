module {
  stream.executable private @ex_compute_aliased {
    stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @dispatch_aliased_buffer(%arg0: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = stream.async.dispatch @ex_compute_aliased::@compute[%c1, %c1, %c1](%1[%c0 to %0 for %0], %1[%c0 to %0 for %0]) : (!stream.resource<external>{%0}, !stream.resource<external>{%0}) -> %1{%0}
    %3 = stream.async.slice %2[%c0 to %0] : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %4 = stream.async.transfer %3 : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %5 = stream.tensor.export %4 : tensor<1024xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %5 : !util.buffer
  }
}

