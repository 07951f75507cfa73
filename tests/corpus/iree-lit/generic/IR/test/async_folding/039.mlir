"builtin.module"() ({
  "util.func"() <{function_type = (index, i32, index, i32) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint), sym_name = "FoldAsyncExecuteDuplicateResults", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: index, %arg3: i32):
    %0:4 = "stream.async.execute"(%arg0, %arg2, %arg0) <{operandSegmentSizes = array<i32: 0, 0, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      %1 = "stream.async.splat"(%arg1, %arg0) : (i32, index) -> !stream.resource<*>
      %2 = "stream.async.splat"(%arg3, %arg2) : (i32, index) -> !stream.resource<*>
      "stream.yield"(%1, %2, %1, %arg0, %arg2, %arg0) : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index) -> ()
    }) : (index, index, index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint)
    "util.return"(%0#0, %0#1, %0#2, %0#3) : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

