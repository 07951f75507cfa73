module {
  util.func public @tensorSizeOfUnalignedPackedI1() -> index {
    %0 = stream.tensor.sizeof tensor<12xi1, #iree_encoding.packed_storage> : index
    util.return %0 : index
  }
}

