"builtin.module"() ({
  "util.global"() <{sym_name = "non_constant_lifetime", sym_visibility = "private", type = !stream.resource<transient>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %0) : (i32, index) -> !stream.resource<transient>
    "util.global.store"(%2) <{global = @non_constant_lifetime}> : (!stream.resource<transient>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

