"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.timepoint, sym_name = "ElideImmediateCmdExecuteWaits", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %2 = "stream.cmd.execute"(%arg0, %arg1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      "stream.cmd.discard"(%arg2, %arg1, %0, %arg1) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

