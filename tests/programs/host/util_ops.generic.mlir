"builtin.module"() ({
  "util.func"() <{function_type = (i64) -> (i64, i64, i64), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.index_cast"(%arg0) : (i64) -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "util.align"(%0, %1) : (index, index) -> index
    %4 = "util.align"(%0, %2) : (index, index) -> index
    %5 = "util.optimization_barrier"(%0) : (index) -> index
    %6 = "arith.index_cast"(%3) : (index) -> i64
    %7 = "arith.index_cast"(%4) : (index) -> i64
    %8 = "arith.index_cast"(%5) : (index) -> i64
    "util.return"(%6, %7, %8) : (i64, i64, i64) -> ()
  }) : () -> ()
}) : () -> ()

