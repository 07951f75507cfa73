"builtin.module"() <{sym_name = "non_unified_memory"}> ({
  "stream.executable"() <{sym_name = "ex_cross_device_non_unified", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @compute, sym_name = "compute", sym_visibility = "public"}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%7, %7, %7) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> !util.buffer, sym_name = "cross_device_non_unified_memory", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.promise<@dev_a>, result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "stream.async.transfer"(%3, %2, %2) <{source_affinity = #hal.device.promise<@dev_a>, target_affinity = #hal.device.promise<@dev_c>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %5 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{affinity = #hal.device.promise<@dev_c>, entry_points = [@ex_cross_device_non_unified::@compute], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<external>, index, index, index, index, index) -> !stream.resource<*>
    %6 = "stream.tensor.export"(%5, %2) <{source_encoding = tensor<1024xf32>}> : (!stream.resource<*>, index) -> !util.buffer
    "util.return"(%6) : (!util.buffer) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_c = {})]>} : () -> ()

