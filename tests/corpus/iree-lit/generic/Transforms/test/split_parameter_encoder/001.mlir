"builtin.module"() ({
  "util.global"() <{sym_name = "simple_constant", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %2 = "stream.async.splat"(%0, %1) : (i32, index) -> !stream.resource<constant>
    "util.global.store"(%2) <{global = @simple_constant}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

