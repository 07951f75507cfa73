module @non_unified_memory attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_c = {})]>} {
  stream.executable private @ex_cross_device_non_unified {
    stream.executable.export public @compute workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @cross_device_non_unified_memory(%arg0: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = stream.async.transfer %1 : !stream.resource<external>{%0} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%0}
    %3 = stream.async.dispatch on(#hal.device.promise<@dev_c>) @ex_cross_device_non_unified::@compute[%c1, %c1, %c1](%2[%c0 to %0 for %0]) : (!stream.resource<external>{%0}) -> !stream.resource<*>{%0}
    %4 = stream.tensor.export %3 : tensor<1024xf32> in !stream.resource<*>{%0} -> !util.buffer
    util.return %4 : !util.buffer
  }
}

