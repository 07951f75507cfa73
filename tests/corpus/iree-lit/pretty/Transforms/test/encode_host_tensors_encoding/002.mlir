module {
  util.func public @tensorSizeOfAlignedPackedI1() -> index {
    %0 = stream.tensor.sizeof tensor<24xi1, #iree_encoding.packed_storage> : index
    util.return %0 : index
  }
}

