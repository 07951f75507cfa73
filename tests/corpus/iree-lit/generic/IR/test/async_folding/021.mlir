"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "CombineSplatUpdateFromToFill", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.splat"(%2, %1) : (i32, index) -> !stream.resource<*>
    %4 = "stream.async.update"(%arg0, %arg1, %0, %1, %3, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%4) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

