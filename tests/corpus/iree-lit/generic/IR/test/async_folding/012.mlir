"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "ElideRedundantFillBitPatterns", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = -12851 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = -842150451 : i32}> : () -> i32
    %3 = "stream.async.splat"(%2, %arg1) : (i32, index) -> !stream.resource<*>
    %4 = "stream.async.fill"(%3, %arg1, %0, %arg1, %arg1, %1) : (!stream.resource<*>, index, index, index, index, i16) -> !stream.resource<*>
    "util.return"(%4) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

