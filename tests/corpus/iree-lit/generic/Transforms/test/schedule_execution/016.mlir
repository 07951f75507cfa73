"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "placedTransfer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.async.dispatch"(%1, %arg0, %arg1, %0, %arg1, %arg1, %arg1) <{affinity = #hal.device.affinity<@device_b>, entry_points = [@ex::@dispatch_b], operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, !stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
    %3 = "stream.async.transfer"(%2, %arg1, %arg1) <{execution_affinity = #hal.device.affinity<@device_a>, source_affinity = #hal.device.affinity<@device_b>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<transient>, index, index) -> !stream.resource<external>
    "util.return"(%3) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

