"builtin.module"() ({
  "util.func"() <{function_type = (i32, i32) -> (i32, i32, i64, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "util.cmp.eq"(%arg0, %arg1) : (i32, i32) -> i1
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "util.cmp.eq"(%2, %arg1) : (i32, i32) -> i1
    %4 = "util.sizeof"() <{sizedType = i32}> : () -> index
    %5 = "arith.index_cast"(%4) : (index) -> i64
    %6 = "util.assume.int"(%arg0) <{assumptions = [[#util.int.assumption<umin = 0, umax = 100>]]}> : (i32) -> i32
    %7 = "util.null"() : () -> !util.buffer
    %8 = "util.cmp.eq"(%7, %7) : (!util.buffer, !util.buffer) -> i1
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.select"(%0, %1, %9) : (i1, i32, i32) -> i32
    %11 = "arith.select"(%3, %1, %9) : (i1, i32, i32) -> i32
    %12 = "arith.select"(%8, %1, %9) : (i1, i32, i32) -> i32
    %13 = "arith.addi"(%6, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "util.return"(%10, %11, %5, %13) : (i32, i32, i64, i32) -> ()
  }) : () -> ()
}) : () -> ()

