"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.timepoint, sym_name = "FoldSubviewsIntoCmdCopyOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2000 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3000 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4000 : index}> : () -> index
    %7 = "stream.resource.subview"(%arg0, %arg1, %1, %5) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %8 = "stream.resource.subview"(%arg0, %arg1, %2, %6) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %9 = "stream.cmd.execute"(%7, %8, %5, %6) <{operandSegmentSizes = array<i32: 2, 2, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>, %arg3: !stream.resource<transient>):
      "stream.cmd.copy"(%arg2, %5, %3, %arg3, %6, %4, %3) : (!stream.resource<transient>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> !stream.timepoint
    "util.return"(%9) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

