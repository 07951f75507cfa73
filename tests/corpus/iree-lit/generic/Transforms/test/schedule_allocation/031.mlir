"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, i64) -> (!stream.timepoint, i64), sym_name = "multiAffinityTrip", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: i64):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.promise<@device_a>, result_encoding = tensor<4xf32>}> : (i64, index) -> !stream.resource<external>
    %3:2 = "stream.async.execute"(%2, %1, %1, %arg0) <{affinity = #hal.device.promise<@device_a>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>):
      %7 = "stream.async.dispatch"(%arg3, %1, %0, %1, %1, %1) <{entry_points = [@executable::@dispatch_a], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
      "stream.yield"(%7, %1) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %4:2 = "stream.async.execute"(%3#0, %1, %1, %3#1) <{affinity = #hal.device.promise<@device_b>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      %6 = "stream.async.dispatch"(%arg2, %1, %0, %1, %1, %1) <{entry_points = [@executable::@dispatch_b], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%6, %1) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<transient>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.tensor.export"(%4#0, %1) <{affinity = #hal.device.promise<@device_a>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> i64
    "util.return"(%4#1, %5) : (!stream.timepoint, i64) -> ()
  }) : () -> ()
}) : () -> ()

