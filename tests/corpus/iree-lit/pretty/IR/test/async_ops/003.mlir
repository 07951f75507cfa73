module {
  util.func private @asyncConstantWithAwait(%arg0: !stream.timepoint, %arg1: index) -> !stream.resource<transient> {
    %cst = stream.async.constant await(%arg0) : !stream.resource<transient>{%arg1} = dense<5> : tensor<8xi32>
    util.return %cst : !stream.resource<transient>
  }
}

