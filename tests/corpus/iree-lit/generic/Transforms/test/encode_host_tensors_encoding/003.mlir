"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> index, sym_name = "tensorSizeOfDynamicPackedI1", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "stream.tensor.sizeof"(%arg0, %arg1) <{encoding = tensor<?x?xi1, #iree_encoding.packed_storage>}> : (index, index) -> index
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

