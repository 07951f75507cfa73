"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.resource<transient>, index, !stream.channel) -> !stream.timepoint, sym_name = "cmdCollective", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: !stream.channel):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.cmd.execute"(%arg0, %arg2, %arg1, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 0>}> ({
    ^bb0(%arg5: !stream.resource<transient>, %arg6: !stream.resource<transient>):
      "stream.cmd.collective"(%arg4, %1, %arg5, %arg6, %arg1, %arg3, %0, %0, %1, %1) <{op = #stream.collective<all_reduce with sum : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.channel, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.collective"(%arg4, %1, %arg5, %arg5, %arg1, %arg3, %0, %0, %1, %1) <{op = #stream.collective<all_reduce with average : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.channel, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.collective"(%arg4, %1, %arg5, %arg1, %0, %1) <{op = #stream.collective<send : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1>, resource_accesses = [1 : i32]}> : (!stream.channel, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.collective"(%arg4, %1, %arg5, %arg1, %0, %1) <{op = #stream.collective<recv : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (!stream.channel, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

