"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> (i32, i32), sym_name = "pick", sym_visibility = "private"}> ({
  ^bb0(%arg1: index, %arg2: i32):
    %9:2 = "scf.index_switch"(%arg1) <{cases = array<i64: 2, 5, -1>}> ({
      %15 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %16 = "arith.subi"(%arg2, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%16, %15) : (i32, i32) -> ()
    }, {
      %13 = "arith.constant"() <{value = 20 : i32}> : () -> i32
      %14 = "arith.addi"(%arg2, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%14, %13) : (i32, i32) -> ()
    }, {
      %11 = "arith.constant"() <{value = 50 : i32}> : () -> i32
      %12 = "arith.muli"(%arg2, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12, %arg2) : (i32, i32) -> ()
    }, {
      %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%10, %10) : (i32, i32) -> ()
    }) : (index) -> (i32, i32)
    "func.return"(%9#0, %9#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.index_cast"(%arg0) : (i32) -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 9 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5:2 = "func.call"(%0, %4) <{callee = @pick}> : (index, i32) -> (i32, i32)
    %6:2 = "func.call"(%1, %4) <{callee = @pick}> : (index, i32) -> (i32, i32)
    %7:2 = "func.call"(%2, %4) <{callee = @pick}> : (index, i32) -> (i32, i32)
    %8:2 = "func.call"(%3, %4) <{callee = @pick}> : (index, i32) -> (i32, i32)
    "func.return"(%5#0, %5#1, %6#0, %6#1, %7#0, %7#1, %8#0, %8#1) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

