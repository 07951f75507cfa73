"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "updateChained", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %5 = "stream.async.alloca"(%2) : (index) -> !stream.resource<*>
    %6 = "stream.async.splat"(%3, %1) : (i8, index) -> !stream.resource<*>
    %7 = "stream.async.splat"(%4, %1) : (i8, index) -> !stream.resource<*>
    %8 = "stream.async.update"(%5, %2, %0, %1, %6, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %9 = "stream.async.update"(%8, %2, %1, %2, %7, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%9) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

