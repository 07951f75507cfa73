module @unified_memory attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} {
  stream.executable private @ex_cross_device {
    stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @cross_device_unified_memory(%arg0: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex_cross_device::@compute[%c1, %c1, %c1](%1[%c0 to %0 for %0]) : (!stream.resource<external>{%0}) -> !stream.resource<*>{%0}
    %3 = stream.tensor.export %2 : tensor<1024xf32> in !stream.resource<*>{%0} -> !util.buffer
    util.return %3 : !util.buffer
  }
}

