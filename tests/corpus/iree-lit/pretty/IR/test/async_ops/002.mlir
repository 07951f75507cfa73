module {
  util.func private @asyncConstant(%arg0: index) -> !stream.resource<transient> {
    %cst = stream.async.constant : !stream.resource<transient>{%arg0} = dense<3> : tensor<8xi32>
    util.return %cst : !stream.resource<transient>
  }
}

