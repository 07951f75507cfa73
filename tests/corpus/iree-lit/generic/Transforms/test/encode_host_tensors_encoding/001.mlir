"builtin.module"() ({
  "util.func"() <{function_type = () -> index, sym_name = "tensorSizeOfUnalignedPackedI1", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "stream.tensor.sizeof"() <{encoding = tensor<12xi1, #iree_encoding.packed_storage>}> : () -> index
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

