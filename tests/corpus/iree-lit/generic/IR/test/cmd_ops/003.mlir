"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.resource<staging>, index) -> !stream.timepoint, sym_name = "cmdCopy", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.resource<staging>, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.cmd.execute"(%arg0, %arg2, %arg1, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 0>}> ({
    ^bb0(%arg4: !stream.resource<transient>, %arg5: !stream.resource<staging>):
      "stream.cmd.copy"(%arg4, %arg1, %0, %arg5, %arg3, %0, %1) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<staging>, index, index) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

