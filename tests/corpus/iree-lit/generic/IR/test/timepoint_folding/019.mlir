"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<staging>, !stream.resource<*>) -> (!stream.resource<staging>, !stream.resource<*>, !stream.resource<staging>, !stream.resource<staging>), sym_name = "FoldDuplicateAwaitResources", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<staging>, %arg2: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 200 : index}> : () -> index
    %2:4 = "stream.timepoint.await"(%arg1, %arg2, %arg1, %arg1, %0, %1, %0, %0, %arg0) <{operandSegmentSizes = array<i32: 4, 4, 1>}> : (!stream.resource<staging>, !stream.resource<*>, !stream.resource<staging>, !stream.resource<staging>, index, index, index, index, !stream.timepoint) -> (!stream.resource<staging>, !stream.resource<*>, !stream.resource<staging>, !stream.resource<staging>)
    "util.return"(%2#0, %2#1, %2#2, %2#3) : (!stream.resource<staging>, !stream.resource<*>, !stream.resource<staging>, !stream.resource<staging>) -> ()
  }) : () -> ()
}) : () -> ()

