"builtin.module"() ({
  "util.global"() <{initial_value = 10 : i32, is_mutable, sym_name = "counter", sym_visibility = "private", type = i32}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "scale", sym_visibility = "private", type = i32}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "util.global.store"(%9) <{global = @scale}> : (i32) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %6 = "util.global.load"() <{global = @scale}> : () -> i32
    %7 = "util.global.load"() <{global = @counter}> : () -> i32
    %8 = "arith.muli"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "util.global.store"(%8) <{global = @counter}> : (i32) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> i32, sym_name = "bump", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %3 = "util.global.load"() <{global = @counter}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "util.global.store"(%5) <{global = @counter}> : (i32) -> ()
    "util.return"(%5) : (i32) -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (i32, i32, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    %0 = "util.call"() <{callee = @bump, tied_operands = [-1 : index]}> : () -> i32
    %1 = "util.call"() <{callee = @bump, tied_operands = [-1 : index]}> : () -> i32
    %2 = "util.global.load"() <{global = @scale}> : () -> i32
    "util.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

