module {
  util.func private @ConvertSplatConstantsIntoSplats(%arg0: index) -> (!stream.resource<transient>, !stream.resource<transient>) {
    %cst = stream.async.constant : !stream.resource<transient>{%arg0} = dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
    %cst_0 = stream.async.constant : !stream.resource<transient>{%arg0} = dense<3> : tensor<8xi32>
    util.return %cst, %cst_0 : !stream.resource<transient>, !stream.resource<transient>
  }
}

