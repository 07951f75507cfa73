module {
  util.func public @exported_stream_constant() -> !hal.buffer_view {
    %0 = stream.tensor.sizeof on(#hal.device.promise<@dev_a>) tensor<1x5x64xi32> : index
    %cst = stream.tensor.constant : tensor<1x5x64xi32> in !stream.resource<external> = dense<0> : tensor<1x5x64xi32>
    %1 = stream.tensor.export on(#hal.device.promise<@dev_a>) %cst : tensor<1x5x64xi32> in !stream.resource<external>{%0} -> !hal.buffer_view
    util.return %1 : !hal.buffer_view
  }
}

