"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint, sym_name = "ChainCmdExecuteWaits", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.timepoint.await"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    %3 = "stream.cmd.execute"(%2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg3: !stream.resource<transient>):
      "stream.cmd.discard"(%arg3, %arg1, %0, %1) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"(%3) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

