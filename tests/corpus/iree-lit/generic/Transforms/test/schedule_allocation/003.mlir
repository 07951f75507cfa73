"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<transient>, index) -> (), sym_name = "extractConstantsSplitLifetimes", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %4:3 = "stream.async.execute"(%arg1, %arg2, %1, %arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<transient>):
      %7 = "stream.async.constant"(%1) <{value = dense<3> : tensor<8xi8>}> : (index) -> !stream.resource<constant>
      %8 = "stream.async.constant"(%2) <{value = dense<4> : tensor<16xi8>}> : (index) -> !stream.resource<constant>
      %9 = "stream.async.dispatch"(%7, %8, %1, %2, %0, %0, %1, %2, %1, %2, %arg2) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      "stream.yield"(%7, %9, %1, %arg2) : (!stream.resource<constant>, !stream.resource<transient>, index, index) -> ()
    }) : (!stream.resource<transient>, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<transient>, !stream.timepoint)
    %5 = "util.optimization_barrier"(%4#0) : (!stream.resource<constant>) -> !stream.resource<constant>
    %6 = "util.optimization_barrier"(%4#1) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

