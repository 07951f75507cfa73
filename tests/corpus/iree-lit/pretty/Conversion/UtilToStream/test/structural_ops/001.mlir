module {
  util.func private @functionExpansion(%arg0: tensor<4x?xf32>, %arg1: i1, %arg2: tensor<i32>) -> (tensor<4x?xf32>, i1, tensor<i32>) {
    %0:3 = util.call @callee(%arg0, %arg1, %arg2) : (tensor<4x?xf32>, i1, tensor<i32>) -> (tensor<4x?xf32>, i1, tensor<i32>)
    util.return %0#0, %0#1, %0#2 : tensor<4x?xf32>, i1, tensor<i32>
  }
  util.func private @callee(%arg0: tensor<4x?xf32>, %arg1: i1, %arg2: tensor<i32>) -> (tensor<4x?xf32>, i1, tensor<i32>) {
    util.return %arg0, %arg1, %arg2 : tensor<4x?xf32>, i1, tensor<i32>
  }
}

