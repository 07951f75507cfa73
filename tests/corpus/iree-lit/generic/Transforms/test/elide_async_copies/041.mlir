"builtin.module"() ({
  "util.func"() <{function_type = (index, !stream.resource<*>) -> !stream.resource<*>, sym_name = "updateElided_followedByCopyToSameRegion", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.alloca"(%arg0) : (index) -> !stream.resource<*>
    %4 = "stream.async.splat"(%2, %1) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.update"(%3, %arg0, %0, %1, %4, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %6 = "stream.async.copy"(%5, %arg0, %0, %1, %arg1, %arg0, %0, %1, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

