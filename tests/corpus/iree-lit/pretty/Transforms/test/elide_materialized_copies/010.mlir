module @multi_device_fork attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} {
  stream.executable private @ex_fork {
    stream.executable.export public @mutate workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @multi_device_fork_unified(%arg0: !util.buffer) -> (!util.buffer, !util.buffer) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import on(#hal.device.promise<@dev_a>) consume %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = stream.async.dispatch on(#hal.device.promise<@dev_a>) @ex_fork::@mutate[%c1, %c1, %c1](%1[%c0 to %0 for %0]) : (!stream.resource<external>{%0}) -> %1{%0}
    %3 = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex_fork::@mutate[%c1, %c1, %c1](%1[%c0 to %0 for %0]) : (!stream.resource<external>{%0}) -> %1{%0}
    %4 = stream.tensor.export %2 : tensor<1024xf32> in !stream.resource<external>{%0} -> !util.buffer
    %5 = stream.tensor.export %3 : tensor<1024xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %4, %5 : !util.buffer, !util.buffer
  }
}

