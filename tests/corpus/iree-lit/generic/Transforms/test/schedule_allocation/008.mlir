"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> (), sym_name = "tiedOperands", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %3:2 = "stream.async.execute"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [0 : index]}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      %5 = "stream.async.fill"(%arg2, %arg1, %0, %1, %1, %2) : (!stream.resource<transient>, index, index, index, index, i32) -> !stream.resource<transient>
      "stream.yield"(%5, %arg1) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<transient>, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %4 = "util.optimization_barrier"(%3#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

