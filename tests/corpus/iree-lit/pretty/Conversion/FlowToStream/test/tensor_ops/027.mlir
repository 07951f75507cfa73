module {
  util.func public @tensorTrace(%arg0: tensor<5xf32>, %arg1: tensor<?x3x?xi32>, %arg2: index, %arg3: index) {
    flow.tensor.trace "FOOBAR" = [%arg0 : tensor<5xf32>, %arg1 : tensor<?x3x?xi32>{%arg2, %arg3}]
    util.return
  }
}

