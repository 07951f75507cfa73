module {
  util.func public @tensorAlloca(%arg0: index) -> tensor<?x0xf32> {
    %0 = flow.tensor.alloca : tensor<?x0xf32>{%arg0}
    util.return %0 : tensor<?x0xf32>
  }
}

