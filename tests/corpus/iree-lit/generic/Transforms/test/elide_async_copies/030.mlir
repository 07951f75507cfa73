"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "updateElisionNoRead", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 789 : i32}> : () -> i32
    %5 = "stream.async.splat"(%2, %arg0) : (i32, index) -> !stream.resource<*>
    %6 = "stream.async.splat"(%3, %1) : (i32, index) -> !stream.resource<*>
    %7 = "stream.async.update"(%5, %arg0, %0, %1, %6, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %8 = "stream.async.fill"(%7, %arg0, %0, %1, %1, %4) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

