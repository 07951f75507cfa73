"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<transient>, index) -> (), sym_name = "applyAsyncCopyOp", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>, %arg2: index):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 144 : index}> : () -> index
    %3:2 = "stream.async.execute"(%arg0, %arg1, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<transient>):
      %5 = "stream.async.copy"(%arg4, %arg2, %0, %2, %arg3, %arg2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<transient>
      "stream.yield"(%5, %arg2) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %4 = "util.optimization_barrier"(%3#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

