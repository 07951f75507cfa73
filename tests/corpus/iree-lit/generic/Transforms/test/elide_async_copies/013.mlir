"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<external>, sym_name = "cloneToExternal", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %0) : (i32, index) -> !stream.resource<*>
    %3 = "stream.async.clone"(%2, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    "util.return"(%3) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

