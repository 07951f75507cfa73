"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__device_1", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !hal.fence) -> !hal.buffer_view, sym_name = "cyclic_partition_dependencies", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<constant>, %arg2: !stream.resource<constant>, %arg3: !hal.fence):
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %7 = "stream.async.transfer"(%arg0, %3, %3) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_1>}> : (!stream.resource<external>, index, index) -> !stream.resource<transient>
    %8 = "stream.async.dispatch"(%arg1, %arg0, %5, %3, %1, %1, %5, %3, %5, %3, %5) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@ex::@base], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %9 = "stream.async.barrier"(%8, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %10 = "stream.async.barrier"(%8, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %11 = "stream.async.dispatch"(%7, %8, %5, %5, %1, %1, %5, %5, %5, %5, %5) <{affinity = #hal.device.affinity<@__device_1>, entry_points = [@ex::@device_1_mid], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %12 = "stream.async.dispatch"(%arg2, %8, %8, %6, %6, %2, %1, %1, %1, %6, %6, %2, %6, %6, %2, %5) <{entry_points = [@ex::@device_0_mid], operandSegmentSizes = array<i32: 0, 3, 3, 3, 3, 3, 1>, tied_operands = [-1 : index]}> : (!stream.resource<constant>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %13 = "stream.async.barrier"(%12, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %14 = "stream.async.transfer"(%11, %5, %5) <{source_affinity = #hal.device.affinity<@__device_1>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
    %15 = "stream.async.barrier"(%14, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %16 = "stream.async.dispatch"(%8, %15, %5, %5, %1, %1, %5, %5, %5, %5, %5) <{entry_points = [@ex::@device_0_join], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %17 = "stream.async.dispatch"(%11, %5, %1, %5, %5, %6) <{affinity = #hal.device.affinity<@__device_1>, entry_points = [@ex::@device_1_tail], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    %18 = "stream.async.dispatch"(%8, %arg2, %16, %6, %5, %2, %1, %1, %1, %5, %5, %2, %5, %5, %2, %4) <{entry_points = [@ex::@device_0_tail], operandSegmentSizes = array<i32: 0, 3, 3, 3, 3, 3, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %19 = "stream.async.dispatch"(%17, %arg1, %4, %5, %1, %1, %4, %5, %4, %5, %5) <{affinity = #hal.device.affinity<@__device_1>, entry_points = [@ex::@device_1_result], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %20 = "stream.async.barrier"(%18, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index) -> !stream.resource<transient>
    %21 = "stream.async.dispatch"(%18, %19, %5, %5, %1, %1, %5, %5, %5, %5, %5) <{entry_points = [@ex::@result], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
    "stream.timepoint.chain_external"(%0, %arg3) : (!stream.timepoint, !hal.fence) -> ()
    %22 = "stream.tensor.export"(%21, %5) <{source_encoding = tensor<1x1x256xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%22) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

