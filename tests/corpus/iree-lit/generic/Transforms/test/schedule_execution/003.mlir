"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "partitioningWithAffinities", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1280 : index}> : () -> index
    %4 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %5 = "stream.async.splat"(%4, %3) : (i32, index) -> !stream.resource<transient>
    %6 = "stream.async.dispatch"(%1, %arg0, %5, %2, %2, %0, %0, %2, %2, %2, %2, %3) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@ex::@dispatch_0], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %7 = "stream.async.dispatch"(%1, %arg0, %5, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@ex::@dispatch_1], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %8 = "stream.async.dispatch"(%1, %6, %7, %3, %2, %0, %0, %3, %2, %3, %2, %2) <{affinity = #hal.device.affinity<@device_b>, entry_points = [@ex::@dispatch_2], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
    "util.return"(%8) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

