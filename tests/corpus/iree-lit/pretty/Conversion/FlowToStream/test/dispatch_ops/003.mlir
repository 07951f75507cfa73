module {
  util.func public @tiedDispatch(%arg0: tensor<i32>, %arg1: tensor<2x3xi32>) -> tensor<3x9xi32> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = flow.dispatch @ex::@entry0[%c1, %c2, %c3](%arg0) : (tensor<i32>) -> tensor<3x9xi32>
    %1 = flow.dispatch @ex::@entry1[%c1, %c2, %c3](%arg1, %0) : (tensor<2x3xi32>, tensor<3x9xi32>) -> %0
    util.return %1 : tensor<3x9xi32>
  }
}

