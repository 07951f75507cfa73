"builtin.module"() ({
  "util.global"() <{sym_name = "pure_splat_only", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 99 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %2 = "stream.async.splat"(%0, %1) : (i32, index) -> !stream.resource<constant>
    "util.global.store"(%2) <{global = @pure_splat_only}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

