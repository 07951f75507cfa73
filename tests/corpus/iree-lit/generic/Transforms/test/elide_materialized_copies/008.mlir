"builtin.module"() <{sym_name = "unified_memory"}> ({
  "stream.executable"() <{sym_name = "ex_cross_device", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @compute, sym_name = "compute", sym_visibility = "public"}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%6, %6, %6) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> !util.buffer, sym_name = "cross_device_unified_memory", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.promise<@dev_a>, result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "stream.async.dispatch"(%1, %1, %1, %3, %2, %0, %2, %2, %2) <{affinity = #hal.device.promise<@dev_b>, entry_points = [@ex_cross_device::@compute], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<external>, index, index, index, index, index) -> !stream.resource<*>
    %5 = "stream.tensor.export"(%4, %2) <{source_encoding = tensor<1024xf32>}> : (!stream.resource<*>, index) -> !util.buffer
    "util.return"(%5) : (!util.buffer) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} : () -> ()

