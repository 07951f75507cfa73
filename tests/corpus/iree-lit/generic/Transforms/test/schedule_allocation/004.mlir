"builtin.module"() ({
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 254 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2:2 = "stream.async.execute"(%1) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %4 = "stream.async.splat"(%0, %1) : (i32, index) -> !stream.resource<transient>
      "stream.yield"(%4, %1) : (!stream.resource<transient>, index) -> ()
    }) : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %3 = "util.optimization_barrier"(%2#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

