"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4:2 = "scf.while"(%arg0, %0) ({
    ^bb0(%arg3: i32, %arg4: i32):
      %12 = "arith.cmpi"(%arg3, %1) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "scf.condition"(%12, %arg3, %arg4) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: i32):
      %5 = "arith.remui"(%arg1, %2) : (i32, i32) -> i32
      %6 = "arith.cmpi"(%5, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %7 = "scf.if"(%6) ({
        %11 = "arith.divui"(%arg1, %2) : (i32, i32) -> i32
        "scf.yield"(%11) : (i32) -> ()
      }, {
        %9 = "arith.muli"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %10 = "arith.addi"(%9, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }) : (i1) -> i32
      %8 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7, %8) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "func.return"(%4#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

