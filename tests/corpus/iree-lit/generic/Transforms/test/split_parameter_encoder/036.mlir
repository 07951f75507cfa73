"builtin.module"() ({
  "util.global"() <{sym_name = "no_params", sym_visibility = "private", type = i32}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "util.global.store"(%0) <{global = @no_params}> : (i32) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

