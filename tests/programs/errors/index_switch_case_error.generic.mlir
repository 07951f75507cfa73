"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "main"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.index_cast"(%arg0) : (i32) -> index
    %1 = "scf.index_switch"(%0) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 9 : i32}> : () -> i32
      %3 = "arith.divsi"(%2, %arg1) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

