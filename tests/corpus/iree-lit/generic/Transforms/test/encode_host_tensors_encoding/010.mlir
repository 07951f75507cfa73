#encoding = #iree_encoding.layout<[#iree_encoding.padding<[0, 0]>]>
#encoding1 = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
#encoding2 = #iree_encoding.layout<[#iree_encoding.padding<[64, 0]>]>
"builtin.module"() ({
  "util.func"() <{function_type = () -> (index, index, index), sym_name = "sizeof_lhs_pad_encoding_static", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    %0 = "stream.tensor.sizeof"() <{encoding = tensor<2048x4096xf16, #encoding>}> : () -> index
    %1 = "stream.tensor.sizeof"() <{encoding = tensor<2048x4096xf16, #encoding1>}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<2048x4096xf16, #encoding2>}> : () -> index
    "util.return"(%0, %1, %2) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

