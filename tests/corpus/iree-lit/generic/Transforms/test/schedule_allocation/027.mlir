"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, index, index, index) -> (), sym_name = "applyAsyncDispatchUnusedTiedOperand", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3:2 = "stream.async.execute"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [0 : index]}> ({
    ^bb0(%arg5: !stream.resource<transient>):
      %6 = "stream.async.alloca"(%arg1) : (index) -> !stream.resource<transient>
      %7 = "stream.async.concurrent"(%arg5, %6, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 2, 1>, tied_operands = [0 : index]}> ({
      ^bb0(%arg6: !stream.resource<transient>, %arg7: !stream.resource<transient>):
        %8:2 = "stream.async.dispatch"(%1, %1, %1, %arg6, %arg7, %2, %arg1, %arg1, %arg2, %0, %arg3, %arg1, %arg4, %arg1, %arg1, %arg1) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 3, 3, 2, 2, 2, 2, 2>, tied_operands = [0 : index, 1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>)
        "stream.yield"(%8#0, %arg1) : (!stream.resource<transient>, index) -> ()
      }) : (!stream.resource<transient>, !stream.resource<transient>, index, index, index) -> !stream.resource<transient>
      "stream.yield"(%7, %arg1) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<transient>, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %4 = "util.optimization_barrier"(%3#1) : (!stream.timepoint) -> !stream.timepoint
    %5 = "util.optimization_barrier"(%3#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

