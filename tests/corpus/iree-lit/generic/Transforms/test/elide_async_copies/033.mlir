"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "updateFullBuffer", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %4 = "stream.async.splat"(%2, %1) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.splat"(%3, %1) : (i32, index) -> !stream.resource<*>
    %6 = "stream.async.update"(%4, %1, %0, %1, %5, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

