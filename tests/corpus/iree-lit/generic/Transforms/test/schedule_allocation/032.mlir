"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint) -> (), sym_name = "multiAffinityLotsOfDevices", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.timepoint):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1:2 = "stream.async.execute"(%0, %arg0) <{affinity = #hal.device.promise<@device_a>, operandSegmentSizes = array<i32: 0, 0, 1, 1>, tied_operands = [-1 : index]}> ({
      %9 = "stream.async.constant"(%0) <{value = dense<4> : tensor<4x2xi16>}> : (index) -> !stream.resource<constant>
      "stream.yield"(%9, %0) : (!stream.resource<constant>, index) -> ()
    }) : (index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %2:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_b>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg7: !stream.resource<constant>):
      "stream.yield"(%arg7, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %3:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_c>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg6: !stream.resource<constant>):
      "stream.yield"(%arg6, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %4:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_d>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg5: !stream.resource<constant>):
      "stream.yield"(%arg5, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %5:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_e>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg4: !stream.resource<constant>):
      "stream.yield"(%arg4, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %6:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_f>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg3: !stream.resource<constant>):
      "stream.yield"(%arg3, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %7:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_g>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<constant>):
      "stream.yield"(%arg2, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    %8:2 = "stream.async.execute"(%1#0, %0, %0, %1#1) <{affinity = #hal.device.promise<@device_h>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg1: !stream.resource<constant>):
      "stream.yield"(%arg1, %0) : (!stream.resource<constant>, index) -> ()
    }) : (!stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

