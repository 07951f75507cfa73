module {
  util.func public @importBufferView(%arg0: !hal.buffer_view) -> tensor<?x?x4xf32> {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<?x?x4xf32>{%0, %1}
    util.return %2 : tensor<?x?x4xf32>
  }
}

