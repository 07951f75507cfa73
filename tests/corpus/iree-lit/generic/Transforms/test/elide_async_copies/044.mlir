"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "updateNotElided_copyWritesSupersetRegion", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %5 = "stream.async.alloca"(%arg0) : (index) -> !stream.resource<*>
    %6 = "stream.async.splat"(%4, %1) : (i32, index) -> !stream.resource<*>
    %7 = "stream.async.update"(%5, %arg0, %1, %2, %6, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %8 = "stream.async.splat"(%4, %3) : (i32, index) -> !stream.resource<*>
    %9 = "stream.async.copy"(%7, %arg0, %0, %3, %8, %3, %0, %3, %3) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%9) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

