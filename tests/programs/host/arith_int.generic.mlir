"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32), sym_name = "main"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
    %3 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
    %4 = "arith.divui"(%arg0, %arg1) : (i32, i32) -> i32
    %5 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32
    %6 = "arith.shrui"(%arg0, %arg1) : (i32, i32) -> i32
    %7 = "arith.maxsi"(%arg0, %arg1) : (i32, i32) -> i32
    %8 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %9 = "arith.select"(%8, %0, %1) : (i1, i32, i32) -> i32
    %10 = "arith.extsi"(%arg0) : (i32) -> i64
    %11 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %12 = "arith.addi"(%11, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %9, %10, %12) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32) -> ()
  }) : () -> ()
}) : () -> ()

