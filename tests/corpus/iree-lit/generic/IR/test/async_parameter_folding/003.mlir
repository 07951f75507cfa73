"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, index, index, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "FoldAsyncParameterWriteSourceSubview", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 300 : index}> : () -> index
    %3 = "arith.constant"() <{value = 200 : index}> : () -> index
    %4 = "arith.constant"() <{value = 300 : index}> : () -> index
    %5 = "stream.resource.subview"(%arg0, %arg1, %arg2, %4) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %6:2 = "stream.async.parameter.write"(%5, %4, %1, %2, %3, %arg4, %arg5, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %7 = "stream.timepoint.await"(%6#0, %arg1, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%7) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

