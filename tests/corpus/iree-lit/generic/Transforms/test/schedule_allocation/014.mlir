"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (), sym_name = "applyAsyncSplatOp", sym_visibility = "public"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %1:2 = "stream.async.execute"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %3 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<transient>
      "stream.yield"(%3, %arg0) : (!stream.resource<transient>, index) -> ()
    }) : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %2 = "util.optimization_barrier"(%1#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

