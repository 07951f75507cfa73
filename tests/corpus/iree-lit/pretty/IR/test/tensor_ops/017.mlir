module {
  util.func private @tensorTrace(%arg0: !stream.resource<staging>, %arg1: index, %arg2: !stream.resource<staging>, %arg3: index, %arg4: index, %arg5: index) {
    stream.tensor.trace "FOOBAR" = [
      %arg0 : tensor<5xf32> in !stream.resource<staging>{%arg1},
      %arg2 : tensor<?x3x?xi32>{%arg4, %arg5} in !stream.resource<staging>{%arg3}
    ]
    util.return
  }
}

