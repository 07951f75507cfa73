"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "fib", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.cmpi"(%arg1, %4) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7 = "scf.if"(%6) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %8 = "arith.subi"(%arg1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.subi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "func.call"(%8) <{callee = @fib}> : (i32) -> i32
      %11 = "func.call"(%9) <{callee = @fib}> : (i32) -> i32
      %12 = "arith.addi"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @fib}> : (i32) -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "func.call"(%2) <{callee = @fib}> : (i32) -> i32
    "func.return"(%0, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

