"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<staging>, !stream.resource<*>) -> (), sym_name = "ElideUnusedTimepointAwaitOp", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<staging>, %arg2: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 200 : index}> : () -> index
    %2:2 = "stream.timepoint.await"(%arg1, %arg2, %0, %1, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<staging>, !stream.resource<*>, index, index, !stream.timepoint) -> (!stream.resource<staging>, !stream.resource<*>)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

