"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "multiUseTiedOperand", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 789 : i32}> : () -> i32
    %6 = "stream.async.splat"(%3, %arg0) : (i32, index) -> !stream.resource<*>
    %7 = "stream.async.clone"(%6, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %8 = "stream.async.fill"(%7, %arg0, %0, %1, %1, %4) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    %9 = "stream.async.clone"(%6, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %10 = "stream.async.fill"(%9, %arg0, %1, %2, %1, %5) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%8, %10) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

