#encoding = #iree_encoding.layout<[#iree_encoding.padding<[0, 0]>]>
#encoding1 = #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]>
#encoding2 = #iree_encoding.layout<[#iree_encoding.padding<[64, 0]>]>
"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> (index, index, index, index), sym_name = "sizeof_rhs_pad_encoding_dynamic", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "stream.tensor.sizeof"(%arg0) <{encoding = tensor<2048x?xf16, #encoding>}> : (index) -> index
    %1 = "stream.tensor.sizeof"(%arg0) <{encoding = tensor<?x4096xf16, #encoding1>}> : (index) -> index
    %2 = "stream.tensor.sizeof"(%arg0) <{encoding = tensor<?x4096xf16, #encoding2>}> : (index) -> index
    %3 = "stream.tensor.sizeof"(%arg0, %arg1) <{encoding = tensor<?x?xf16, #encoding2>}> : (index, index) -> index
    "util.return"(%0, %1, %2, %3) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

