#encoding = #iree_encoding.layout<[#iree_encoding.padding<[0, 0]>]>
#encoding1 = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
#encoding2 = #iree_encoding.layout<[#iree_encoding.padding<[64, 0]>]>
module {
  util.func public @sizeof_rhs_pad_encoding_dynamic(%arg0: index, %arg1: index) -> (index, index, index, index) {
    %0 = stream.tensor.sizeof tensor<2048x?xf16, #encoding>{%arg0} : index
    %1 = stream.tensor.sizeof tensor<?x4096xf16, #encoding1>{%arg0} : index
    %2 = stream.tensor.sizeof tensor<?x4096xf16, #encoding2>{%arg0} : index
    %3 = stream.tensor.sizeof tensor<?x?xf16, #encoding2>{%arg0, %arg1} : index
    util.return %0, %1, %2, %3 : index, index, index, index
  }
}

