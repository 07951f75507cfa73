"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.resource<staging>, index, !stream.timepoint) -> !stream.timepoint, sym_name = "cmdExecute", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.resource<staging>, %arg3: index, %arg4: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.cmd.execute"(%arg0, %arg2, %arg1, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg5: !stream.resource<transient>, %arg6: !stream.resource<staging>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg5, %arg1, %0, %arg6, %arg3, %0, %1) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
        "stream.cmd.copy"(%arg5, %arg1, %0, %arg6, %arg3, %0, %1) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
        "stream.cmd.serial"() ({
          "stream.cmd.copy"(%arg5, %arg1, %0, %arg6, %arg3, %0, %1) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
          "stream.cmd.copy"(%arg5, %arg1, %0, %arg6, %arg3, %0, %1) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
          "stream.yield"() : () -> ()
        }) : () -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<staging>, index, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

