module {
  util.func public @dispatchNoWorkload(%arg0: tensor<7x?x24x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?x1024xf32> {
    %0 = flow.dispatch @ex::@entry(%arg0) : (tensor<7x?x24x?xf32>{%arg1, %arg2}) -> tensor<?x?x1024xf32>{%arg1, %arg2}
    util.return %0 : tensor<?x?x1024xf32>
  }
}

