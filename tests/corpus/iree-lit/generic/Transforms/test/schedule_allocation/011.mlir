"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> (), sym_name = "producedResults", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 254 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %2:3 = "stream.async.execute"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
      %6 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<transient>
      %7 = "stream.async.splat"(%1, %arg1) : (i32, index) -> !stream.resource<transient>
      "stream.yield"(%6, %7, %arg0, %arg1) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> ()
    }) : (index, index) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.timepoint)
    %3 = "util.optimization_barrier"(%2#2) : (!stream.timepoint) -> !stream.timepoint
    %4 = "util.optimization_barrier"(%2#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    %5 = "util.optimization_barrier"(%2#1) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

