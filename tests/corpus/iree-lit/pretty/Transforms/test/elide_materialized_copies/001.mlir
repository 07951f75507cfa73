module {
  stream.executable private @ex_compute_kv {
    stream.executable.export public @compute_new_kv workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @kvcache_update_step(%arg0: !util.buffer, %arg1: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %0 = stream.tensor.sizeof tensor<1x512xf32> : index
    %1 = stream.tensor.import %arg0 : !util.buffer -> tensor<1x512xf32> in !stream.resource<external>{%0}
    %2 = stream.tensor.sizeof tensor<100x512xf32> : index
    %3 = stream.tensor.import consume %arg1 : !util.buffer -> tensor<100x512xf32> in !stream.resource<external>{%2}
    %4 = stream.tensor.sizeof tensor<10x512xf32> : index
    %5 = stream.async.slice %3[%c0 to %4] : !stream.resource<external>{%2} -> !stream.resource<external>{%4}
    %6 = stream.tensor.sizeof tensor<1x512xf32> : index
    %7 = stream.async.dispatch @ex_compute_kv::@compute_new_kv[%c1, %c1, %c1](%1[%c0 to %0 for %0], %5[%c0 to %4 for %4]) : (!stream.resource<external>{%0}, !stream.resource<external>{%4}) -> !stream.resource<*>{%6}
    %c20480 = arith.constant 20480 : index
    %8 = stream.async.update %7, %3[%c20480 to %6] : !stream.resource<*>{%6} -> %3 as !stream.resource<external>{%2}
    %9 = stream.async.slice %8[%c0 to %2] : !stream.resource<external>{%2} -> !stream.resource<external>{%2}
    %10 = stream.async.transfer %9 : !stream.resource<external>{%2} -> !stream.resource<external>{%2}
    %11 = stream.tensor.export %10 : tensor<100x512xf32> in !stream.resource<external>{%2} -> !util.buffer
    util.return %11 : !util.buffer
  }
}

