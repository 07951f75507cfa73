module {
  util.func public @exportBufferView(%arg0: tensor<?x?x4xf32>, %arg1: index, %arg2: index) -> !hal.buffer_view {
    %0 = hal.tensor.export %arg0 : tensor<?x?x4xf32>{%arg1, %arg2} -> !hal.buffer_view
    util.return %0 : !hal.buffer_view
  }
}

