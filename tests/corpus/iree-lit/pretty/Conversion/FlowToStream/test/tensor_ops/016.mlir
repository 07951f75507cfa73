module {
  util.func public @tensorEmpty(%arg0: index) -> tensor<?x0xf32> {
    %0 = flow.tensor.empty : tensor<?x0xf32>{%arg0}
    util.return %0 : tensor<?x0xf32>
  }
}

