module {
  util.func public @tensorSizeOfDynamicPackedI1(%arg0: index, %arg1: index) -> index {
    %0 = stream.tensor.sizeof tensor<?x?xi1, #iree_encoding.packed_storage>{%arg0, %arg1} : index
    util.return %0 : index
  }
}

