"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<transient>, index) -> (!stream.resource<transient>, !stream.resource<transient>), res_attrs = [{}, {}], sym_name = "asyncExtern", sym_visibility = "private", tied_operands = [0 : index, -1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<transient>, index, index, index, index) -> (), sym_name = "applyAsyncCallOp", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3:3 = "stream.async.execute"(%arg0, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [0 : index, -1 : index]}> ({
    ^bb0(%arg5: !stream.resource<transient>):
      %7:2 = "stream.async.call"(%arg5, %2, %arg1, %arg2, %arg3, %arg4, %arg1, %arg1) <{callee = @asyncExtern, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 2>, tied_operands = [0 : index, -1 : index]}> : (!stream.resource<transient>, index, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>)
      "stream.yield"(%7#0, %7#1, %arg1, %arg1) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> ()
    }) : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.timepoint)
    %4 = "util.optimization_barrier"(%3#2) : (!stream.timepoint) -> !stream.timepoint
    %5 = "util.optimization_barrier"(%3#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    %6 = "util.optimization_barrier"(%3#1) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

