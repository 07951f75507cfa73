"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.timepoint) -> (), sym_name = "ElideUnusedCmdExecuteOp", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.cmd.execute"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg3: !stream.resource<transient>):
      "stream.cmd.discard"(%arg3, %arg1, %0, %1) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

