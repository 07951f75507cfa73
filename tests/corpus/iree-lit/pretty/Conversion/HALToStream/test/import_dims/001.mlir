module {
  util.func public @importBufferViewWithConsumerDims(%arg0: !hal.buffer_view, %arg1: !hal.buffer) -> tensor<?x?xf32> {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %2 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1}
    %3 = hal.tensor.alias %2 : tensor<?x?xf32>{%c4, %c8} to %arg1 : !hal.buffer
    util.return %3 : tensor<?x?xf32>
  }
}

