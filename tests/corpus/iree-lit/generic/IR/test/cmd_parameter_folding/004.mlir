"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<transient>, index, index, !util.buffer, !util.buffer, !util.buffer) -> !stream.timepoint, sym_name = "FoldParameterGatherTargetSubview", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer, %arg6: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 51 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 101 : index}> : () -> index
    %4 = "arith.constant"() <{value = 200 : index}> : () -> index
    %5 = "arith.constant"() <{value = 201 : index}> : () -> index
    %6 = "arith.constant"() <{value = 300 : index}> : () -> index
    %7 = "stream.resource.subview"(%arg1, %arg3, %arg2, %6) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %8 = "stream.cmd.parameter.gather"(%arg4, %arg5, %arg6, %0, %1, %7, %6, %2, %3, %4, %5, %arg0) <{operandSegmentSizes = array<i32: 1, 2, 2, 1, 1, 2, 2, 1>}> : (!util.buffer, !util.buffer, !util.buffer, i64, i64, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%8) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

