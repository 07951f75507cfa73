"builtin.module"() ({
  "util.func"() <{function_type = (i64) -> (index, index, index, index, index), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.index_cast"(%arg0) : (i64) -> index
    %1 = "stream.tensor.sizeof"(%0) <{encoding = tensor<?x3xf32>}> : (index) -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<8xi4>}> : () -> index
    %3 = "stream.tensor.sizeof"(%0) <{encoding = tensor<?xi1>}> : (index) -> index
    %4 = "stream.tensor.sizeof"(%0) <{encoding = tensor<2x?xi12>}> : (index) -> index
    %5 = "stream.tensor.sizeof"(%0) <{encoding = tensor<?x2xf16>}> : (index) -> index
    "util.return"(%1, %2, %3, %4, %5) : (index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

