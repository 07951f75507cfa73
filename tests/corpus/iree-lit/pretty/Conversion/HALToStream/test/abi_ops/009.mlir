module {
  util.func public @tensorBarrier(%arg0: tensor<3xf32>, %arg1: tensor<?xf32>, %arg2: !hal.fence) -> (tensor<3xf32>, tensor<?xf32>) {
    %0:2 = hal.tensor.barrier join(%arg0, %arg1 : tensor<3xf32>, tensor<?xf32>) => %arg2 : !hal.fence
    util.return %0#0, %0#1 : tensor<3xf32>, tensor<?xf32>
  }
}

