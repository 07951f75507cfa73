"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, index, !util.buffer, !util.buffer, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "FoldAsyncParameterScatterSourceSubviewVariadicEntries", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer, %arg6: !util.buffer):
    %0 = "arith.constant"() <{value = 800 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 900 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1000 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 40 : index}> : () -> index
    %4 = "arith.constant"() <{value = 140 : index}> : () -> index
    %5 = "arith.constant"() <{value = 100 : index}> : () -> index
    %6 = "arith.constant"() <{value = 50 : index}> : () -> index
    %7 = "arith.constant"() <{value = 150 : index}> : () -> index
    %8 = "arith.constant"() <{value = 100 : index}> : () -> index
    %9 = "arith.constant"() <{value = 60 : index}> : () -> index
    %10 = "arith.constant"() <{value = 160 : index}> : () -> index
    %11 = "arith.constant"() <{value = 100 : index}> : () -> index
    %12 = "arith.constant"() <{value = 800 : index}> : () -> index
    %13 = "stream.resource.subview"(%arg0, %arg1, %arg2, %12) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %14:2 = "stream.async.parameter.scatter"(%13, %12, %3, %6, %9, %4, %7, %10, %5, %8, %11, %arg3, %arg4, %arg5, %arg6, %0, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 3, 3, 3, 1, 3, 3, 0>}> : (!stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %15 = "stream.timepoint.await"(%14#0, %arg1, %14#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%15) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

