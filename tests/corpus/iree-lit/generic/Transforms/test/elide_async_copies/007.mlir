"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "slice_unsupported_tied", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 200 : index}> : () -> index
    %3 = "arith.constant"() <{value = 300 : index}> : () -> index
    %4 = "stream.async.alloca"(%1) : (index) -> !stream.resource<*>
    %5 = "stream.async.copy"(%4, %3, %0, %3, %arg0, %3, %0, %3, %3) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %6 = "stream.async.slice"(%5, %3, %1, %2, %1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %7 = "stream.async.alloca"(%1) : (index) -> !stream.resource<*>
    %8 = "stream.async.copy"(%7, %1, %0, %1, %6, %1, %0, %1, %3) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

