"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "slice_overlap_readonly", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 101 : index}> : () -> index
    %4 = "arith.constant"() <{value = 200 : index}> : () -> index
    %5 = "arith.constant"() <{value = 300 : index}> : () -> index
    %6 = "stream.async.slice"(%arg0, %5, %2, %4, %2) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %7 = "stream.async.alloca"(%2) : (index) -> !stream.resource<*>
    %8 = "stream.async.copy"(%7, %2, %0, %2, %6, %2, %0, %2, %5) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %9 = "stream.async.alloca"(%2) : (index) -> !stream.resource<*>
    %10 = "stream.async.copy"(%9, %2, %0, %2, %6, %2, %1, %3, %5) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%8, %10) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

