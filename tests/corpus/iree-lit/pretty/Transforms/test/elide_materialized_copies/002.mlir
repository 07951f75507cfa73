module {
  stream.executable private @ex_compute_output {
    stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @user_provided_output_storage(%arg0: !util.buffer, %arg1: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = stream.tensor.sizeof tensor<1024xf32> : index
    %3 = stream.tensor.import consume %arg1 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%2}
    %4 = stream.tensor.sizeof tensor<1024xf32> : index
    %5 = stream.async.dispatch @ex_compute_output::@compute[%c1, %c1, %c1](%1[%c0 to %0 for %0]) : (!stream.resource<external>{%0}) -> !stream.resource<*>{%4}
    %6 = stream.async.update %5, %3[%c0 to %4] : !stream.resource<*>{%4} -> %3 as !stream.resource<external>{%2}
    %7 = stream.async.slice %6[%c0 to %4] : !stream.resource<external>{%2} -> !stream.resource<external>{%4}
    %8 = stream.async.transfer %7 : !stream.resource<external>{%4} -> !stream.resource<external>{%4}
    %9 = stream.tensor.export %8 : tensor<1024xf32> in !stream.resource<external>{%4} -> !util.buffer
    util.return %9 : !util.buffer
  }
}

