"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<transient>, index) -> (), sym_name = "applyConcurrentAsyncCopyOp", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 144 : index}> : () -> index
    %4:2 = "stream.async.execute"(%arg0, %arg1, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<transient>):
      %6 = "stream.async.concurrent"(%arg3, %arg4, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 1>, tied_operands = [1 : index]}> ({
      ^bb0(%arg5: !stream.resource<external>, %arg6: !stream.resource<transient>):
        %7 = "stream.async.copy"(%arg6, %arg2, %0, %1, %arg5, %arg2, %0, %1, %1) : (!stream.resource<transient>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<transient>
        %8 = "stream.async.copy"(%7, %arg2, %1, %3, %arg5, %arg2, %1, %3, %2) : (!stream.resource<transient>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<transient>
        "stream.yield"(%8, %arg2) : (!stream.resource<transient>, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<transient>, index, index, index) -> !stream.resource<transient>
      "stream.yield"(%6, %arg2) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %5 = "util.optimization_barrier"(%4#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

