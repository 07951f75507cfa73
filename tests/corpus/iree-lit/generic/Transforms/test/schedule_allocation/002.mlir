"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint) -> (), sym_name = "extractConstantsMultiAffinity", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %5:4 = "stream.async.execute"(%1, %2, %3, %arg0) <{affinity = #hal.device.promise<@device_a>, operandSegmentSizes = array<i32: 0, 0, 3, 1>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      %11 = "stream.async.constant"(%1) <{value = dense<3> : tensor<8xi8>}> : (index) -> !stream.resource<constant>
      %12 = "stream.async.constant"(%2) <{value = dense<4> : tensor<4x2xi16>}> : (index) -> !stream.resource<constant>
      %13 = "stream.async.constant"(%3) <{value = dense<5> : tensor<8xi32>}> : (index) -> !stream.resource<variable>
      %14 = "stream.async.fill"(%13, %3, %0, %2, %2, %4) : (!stream.resource<variable>, index, index, index, index, i32) -> !stream.resource<variable>
      "stream.yield"(%11, %12, %14, %1, %2, %3) : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<variable>, index, index, index) -> ()
    }) : (index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<variable>, !stream.timepoint)
    %6 = "util.optimization_barrier"(%5#3) : (!stream.timepoint) -> !stream.timepoint
    %7:2 = "stream.async.execute"(%5#0, %1, %1, %5#3) <{affinity = #hal.device.promise<@device_b>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg4: !stream.resource<constant>):
      "stream.yield"(%arg4, %1) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %8:2 = "stream.async.execute"(%5#1, %2, %2, %5#3) <{affinity = #hal.device.promise<@device_c>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg3: !stream.resource<constant>):
      "stream.yield"(%arg3, %2) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %9:2 = "stream.async.execute"(%5#1, %2, %2, %5#3) <{affinity = #hal.device.promise<@device_d>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<constant>):
      "stream.yield"(%arg2, %2) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %10:2 = "stream.async.execute"(%5#2, %3, %3, %5#3) <{affinity = #hal.device.promise<@device_e>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [0 : index]}> ({
    ^bb0(%arg1: !stream.resource<variable>):
      "stream.yield"(%arg1, %3) : (!stream.resource<variable>, index) -> ()
    }) : (!stream.resource<variable>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

