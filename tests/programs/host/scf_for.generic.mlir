"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.index_cast"(%arg0) : (i32) -> index
    %5:2 = "scf.for"(%0, %4, %1, %3, %2) ({
    ^bb0(%arg1: index, %arg2: i32, %arg3: i32):
      %6 = "arith.index_cast"(%arg1) : (index) -> i32
      %7 = "arith.addi"(%arg2, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.addi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.muli"(%arg3, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7, %9) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%5#0, %5#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

