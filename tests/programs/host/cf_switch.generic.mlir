"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "pick"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %4 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 200 : i32}> : () -> i32
    "cf.switch"(%arg3, %arg4, %4, %arg4, %5)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[5, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb1(%6: i32):  // pred: ^bb0
    %7 = "arith.subi"(%4, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  ^bb2(%8: i32, %9: i32):  // pred: ^bb0
    %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  ^bb3(%11: i32):  // pred: ^bb0
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (i32, i32, i32), sym_name = "main"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "func.call"(%arg0, %0) <{callee = @pick}> : (i32, i32) -> i32
    %2 = "func.call"(%arg1, %0) <{callee = @pick}> : (i32, i32) -> i32
    %3 = "func.call"(%arg2, %0) <{callee = @pick}> : (i32, i32) -> i32
    "func.return"(%1, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

