"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> (), sym_name = "concurrentRegions", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 254 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %4:3 = "stream.async.execute"(%arg0, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      %7:2 = "stream.async.concurrent"(%arg2, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 2>, tied_operands = [0 : index, -1 : index]}> ({
      ^bb0(%arg3: !stream.resource<transient>):
        %8 = "stream.async.fill"(%arg3, %arg1, %0, %1, %1, %2) : (!stream.resource<transient>, index, index, index, index, i32) -> !stream.resource<transient>
        %9 = "stream.async.splat"(%3, %arg1) : (i32, index) -> !stream.resource<transient>
        "stream.yield"(%8, %9, %arg1, %arg1) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> ()
      }) : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>)
      "stream.yield"(%7#0, %7#1, %arg1, %arg1) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> ()
    }) : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.timepoint)
    %5 = "util.optimization_barrier"(%4#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    %6 = "util.optimization_barrier"(%4#1) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

