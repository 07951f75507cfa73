module {
  util.func public @tensorSizeOfUnalignedPackedI4() -> index {
    %0 = stream.tensor.sizeof tensor<7xi4, #iree_encoding.packed_storage> : index
    util.return %0 : index
  }
}

