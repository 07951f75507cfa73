module @transfer_chain attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true}), (@dev_b -> @dev_c = {unified_memory = true}), (@dev_c -> @dev_b = {unified_memory = true}), (@dev_a -> @dev_c = {})]>} {
  util.func public @transfer_chain_collapse(%arg0: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %0 = stream.tensor.sizeof tensor<1024xf32> : index
    %1 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !util.buffer -> tensor<1024xf32> in !stream.resource<external>{%0}
    %2 = stream.async.transfer %1 : !stream.resource<external>{%0} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<external>{%0}
    %3 = stream.async.transfer %2 : !stream.resource<external>{%0} from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%0}
    %4 = stream.tensor.export %3 : tensor<1024xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %4 : !util.buffer
  }
}

