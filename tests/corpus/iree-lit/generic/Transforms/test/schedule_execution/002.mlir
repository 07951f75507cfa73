"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> !stream.resource<transient>, sym_name = "deviceMultiDeviceSync", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %4 = "stream.async.splat"(%3, %2) : (i32, index) -> !stream.resource<transient>
    %5 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{affinity = #hal.device.affinity<@device0>, entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    %6 = "stream.async.barrier"(%5, %2) : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %7 = "stream.async.transfer"(%5, %2, %2) <{source_affinity = #hal.device.affinity<@device0>, target_affinity = #hal.device.affinity<@device1>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
    %8 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{affinity = #hal.device.affinity<@device1>, entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    %9 = "stream.async.barrier"(%8, %2) : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %10 = "stream.async.transfer"(%8, %2, %2) <{source_affinity = #hal.device.affinity<@device1>, target_affinity = #hal.device.affinity<@device0>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
    %11 = "stream.async.dispatch"(%1, %1, %1, %6, %10, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{affinity = #hal.device.affinity<@device0>, entry_points = [@ex::@dispatch2], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %12 = "stream.async.barrier"(%11, %2) : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %13 = "stream.async.dispatch"(%1, %1, %1, %7, %9, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{affinity = #hal.device.affinity<@device1>, entry_points = [@ex::@dispatch2], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %14 = "stream.async.transfer"(%13, %2, %2) <{source_affinity = #hal.device.affinity<@device1>, target_affinity = #hal.device.affinity<@device0>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
    %15 = "stream.async.dispatch"(%1, %1, %1, %12, %14, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{affinity = #hal.device.affinity<@device0>, entry_points = [@ex::@dispatch2], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%15) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

