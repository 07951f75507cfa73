module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} {
  util.func public @elide_implicit_source_transfer(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c4} -> to(#hal.device.promise<@dev_b>) !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
}

