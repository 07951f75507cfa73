module {
  util.func public @denseTensorSizeOfDynamic(%arg0: index) -> index {
    %0 = stream.tensor.sizeof tensor<?x5xi4>{%arg0} : index
    util.return %0 : index
  }
}

