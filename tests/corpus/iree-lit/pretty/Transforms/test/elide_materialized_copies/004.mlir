module {
  stream.executable private @ex_mutate {
    stream.executable.export public @mutate workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @scf_for_inplace_on_imported(%arg0: !util.buffer, %arg1: index) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %1) -> (!stream.resource<external>) {
      %6 = stream.async.dispatch @ex_mutate::@mutate[%c1, %c1, %c1](%arg3[%c0 to %0 for %0]) : (!stream.resource<external>{%0}) -> %arg3{%0}
      scf.yield %6 : !stream.resource<external>
    }
    %3 = stream.async.slice %2[%c0 to %0] : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %4 = stream.async.transfer %3 : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %5 = stream.tensor.export %4 : tensor<1024xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %5 : !util.buffer
  }
}

