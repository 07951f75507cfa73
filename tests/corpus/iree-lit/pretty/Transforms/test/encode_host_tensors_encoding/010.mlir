#encoding = #iree_encoding.layout<[#iree_encoding.padding<[0, 0]>]>
#encoding1 = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
#encoding2 = #iree_encoding.layout<[#iree_encoding.padding<[64, 0]>]>
module {
  util.func public @sizeof_lhs_pad_encoding_static() -> (index, index, index) {
    %0 = stream.tensor.sizeof tensor<2048x4096xf16, #encoding> : index
    %1 = stream.tensor.sizeof tensor<2048x4096xf16, #encoding1> : index
    %2 = stream.tensor.sizeof tensor<2048x4096xf16, #encoding2> : index
    util.return %0, %1, %2 : index, index, index
  }
}

