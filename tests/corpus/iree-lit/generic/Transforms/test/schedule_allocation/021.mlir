"builtin.module"() ({
  "util.func"() <{function_type = (!stream.channel, !stream.resource<external>, index, !stream.resource<transient>, index, index) -> (), sym_name = "applyAsyncCollectiveOpOutOfPlace", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.channel, %arg1: !stream.resource<external>, %arg2: index, %arg3: !stream.resource<transient>, %arg4: index, %arg5: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1:2 = "stream.async.execute"(%arg1, %arg3, %arg2, %arg4, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      %3 = "stream.async.collective"(%arg7, %arg4, %0, %arg4, %arg4, %arg6, %arg2, %0, %arg2, %arg2, %arg5, %arg0) <{op = #stream.collective<all_gather : f32>}> : (!stream.resource<transient>, index, index, index, index, !stream.resource<external>, index, index, index, index, index, !stream.channel) -> !stream.resource<transient>
      "stream.yield"(%3, %arg4) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %2 = "util.optimization_barrier"(%1#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

