module {
  util.func public @dispatch(%arg0: tensor<7x?x24x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?x1024xf32>, tensor<1024x?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0:2 = flow.dispatch @ex::@entry[%c1, %c2, %c3](%arg0) : (tensor<7x?x24x?xf32>{%arg1, %arg2}) -> (tensor<?x?x1024xf32>{%arg1, %arg2}, tensor<1024x?x?xf32>{%arg2, %arg1})
    util.return %0#0, %0#1 : tensor<?x?x1024xf32>, tensor<1024x?x?xf32>
  }
}

