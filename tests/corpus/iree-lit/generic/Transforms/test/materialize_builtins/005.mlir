"builtin.module"() ({
  "util.initializer"() <{function_type = () -> ()}> ({
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "stream.async.splat"(%4, %3) : (i64, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "otherUser", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "stream.async.splat"(%1, %0) : (i64, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

