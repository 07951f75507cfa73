"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "slice_overlap_exclusive", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 200 : index}> : () -> index
    %3 = "arith.constant"() <{value = 300 : index}> : () -> index
    %4 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %5 = "stream.async.slice"(%arg0, %3, %1, %2, %1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %6 = "stream.async.alloca"(%1) : (index) -> !stream.resource<*>
    %7 = "stream.async.copy"(%6, %1, %0, %1, %5, %1, %0, %1, %3) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %8 = "stream.async.fill"(%arg0, %3, %2, %3, %1, %4) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%7, %8) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

