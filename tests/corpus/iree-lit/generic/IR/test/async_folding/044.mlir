"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint) -> !stream.resource<*>, sym_name = "PropagateSplatAwaitThroughSlice", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "stream.async.splat"(%arg0, %3, %2) : (!stream.timepoint, i32, index) -> !stream.resource<*>
    %5 = "stream.async.slice"(%4, %2, %0, %1, %1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

