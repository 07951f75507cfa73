"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, index, !util.buffer, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "FoldAsyncParameterScatterSourceSubview", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 51 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 101 : index}> : () -> index
    %4 = "arith.constant"() <{value = 300 : index}> : () -> index
    %5 = "arith.constant"() <{value = 302 : index}> : () -> index
    %6 = "arith.constant"() <{value = 200 : index}> : () -> index
    %7 = "arith.constant"() <{value = 201 : index}> : () -> index
    %8 = "arith.constant"() <{value = 300 : index}> : () -> index
    %9 = "stream.resource.subview"(%arg0, %arg1, %arg2, %8) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %10:2 = "stream.async.parameter.scatter"(%9, %8, %2, %3, %4, %5, %6, %7, %arg3, %arg4, %arg5, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 1, 2, 2, 0>}> : (!stream.resource<transient>, index, index, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer, i64, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %11 = "stream.timepoint.await"(%10#0, %arg1, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%11) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

