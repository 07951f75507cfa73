module {
  util.func public @denseTensorSizeOfStatic() -> index {
    %0 = stream.tensor.sizeof tensor<11xi4> : index
    util.return %0 : index
  }
}

