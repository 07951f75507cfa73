module {
  util.func public @imported_stream_tensor(%arg0: !hal.buffer_view) -> !stream.resource<external> {
    %0 = stream.tensor.sizeof on(#hal.device.promise<@dev_a>) tensor<1xi32> : index
    %1 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !hal.buffer_view -> tensor<1xi32> in !stream.resource<external>{%0}
    util.return %1 : !stream.resource<external>
  }
}

