"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.timepoint, sym_name = "CloneCapturedCmdExecuteSubviewOps", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2000 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3000 : index}> : () -> index
    %6 = "stream.resource.subview"(%arg0, %arg1, %1, %5) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %7 = "stream.cmd.execute"(%6, %5) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      "stream.cmd.discard"(%arg2, %arg1, %3, %4) : (!stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"(%7) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

