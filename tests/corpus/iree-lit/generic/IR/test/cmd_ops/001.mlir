"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.timepoint, sym_name = "cmdMemoryControl", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.cmd.execute"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      "stream.cmd.flush"(%arg2, %arg1, %0, %1) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.invalidate"(%arg2, %arg1, %0, %1) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.discard"(%arg2, %arg1, %0, %1) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

