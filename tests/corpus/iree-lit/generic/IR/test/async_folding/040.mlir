"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, i32) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint), sym_name = "FoldAsyncExecuteTiedDuplicateResults", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2:4 = "stream.async.execute"(%arg0, %arg1, %arg1, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 3, 0>, tied_operands = [0 : index, -1 : index, 0 : index]}> ({
    ^bb0(%arg4: !stream.resource<*>):
      %3 = "stream.async.fill"(%arg4, %arg1, %0, %1, %1, %arg3) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      %4 = "stream.async.splat"(%arg3, %arg2) : (i32, index) -> !stream.resource<*>
      "stream.yield"(%3, %4, %3, %arg1, %arg2, %arg1) : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index) -> ()
    }) : (!stream.resource<*>, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint)
    "util.return"(%2#0, %2#1, %2#2, %2#3) : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

