module {
  util.func public @no_topology_same_type_elided(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c4} -> !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
}

