"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<transient>, index) -> (), sym_name = "extractConstants", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 128 : index}> : () -> index
    %6 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %7:5 = "stream.async.execute"(%arg1, %arg2, %1, %2, %4, %arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 4, 1>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<transient>):
      %13 = "stream.async.constant"(%1) <{value = dense<3> : tensor<8xi8>}> : (index) -> !stream.resource<constant>
      %14 = "stream.async.constant"(%2) <{value = dense<4> : tensor<4x2xi16>}> : (index) -> !stream.resource<constant>
      %15 = "stream.async.constant"(%4) <{value = dense<5> : tensor<8xi32>}> : (index) -> !stream.resource<variable>
      %16 = "stream.async.fill"(%arg3, %arg2, %0, %5, %5, %6) : (!stream.resource<transient>, index, index, index, index, i32) -> !stream.resource<transient>
      "stream.yield"(%13, %14, %15, %16, %1, %2, %4, %arg2) : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<variable>, !stream.resource<transient>, index, index, index, index) -> ()
    }) : (!stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<variable>, !stream.resource<transient>, !stream.timepoint)
    %8 = "util.optimization_barrier"(%7#4) : (!stream.timepoint) -> !stream.timepoint
    %9 = "util.optimization_barrier"(%7#0) : (!stream.resource<constant>) -> !stream.resource<constant>
    %10 = "util.optimization_barrier"(%7#1) : (!stream.resource<constant>) -> !stream.resource<constant>
    %11 = "util.optimization_barrier"(%7#2) : (!stream.resource<variable>) -> !stream.resource<variable>
    %12 = "util.optimization_barrier"(%7#3) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

