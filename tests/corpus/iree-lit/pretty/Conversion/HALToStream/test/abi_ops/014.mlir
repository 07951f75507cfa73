module {
  util.func public @tensorTransientsDynamic(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: !hal.buffer) -> tensor<?x4xf32> {
    %0 = hal.tensor.transients %arg0 : tensor<?x4xf32>{%arg1} from %arg2 : !hal.buffer
    util.return %0 : tensor<?x4xf32>
  }
}

