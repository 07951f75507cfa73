"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "CoalesceAdjacentFills", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 12 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 20 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %6 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "stream.async.fill"(%arg0, %arg1, %0, %1, %0, %5) : (!stream.resource<*>, index, index, index, index, i8) -> !stream.resource<*>
    %9 = "stream.async.fill"(%8, %arg1, %1, %2, %0, %7) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    %10 = "stream.async.fill"(%9, %arg1, %2, %3, %0, %5) : (!stream.resource<*>, index, index, index, index, i8) -> !stream.resource<*>
    %11 = "stream.async.fill"(%10, %arg1, %3, %4, %0, %6) : (!stream.resource<*>, index, index, index, index, i8) -> !stream.resource<*>
    "util.return"(%11) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

