"builtin.module"() <{sym_name = "transfer_chain"}> ({
  "util.func"() <{function_type = (!util.buffer) -> !util.buffer, sym_name = "transfer_chain_collapse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.promise<@dev_a>, result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %3 = "stream.async.transfer"(%2, %1, %1) <{source_affinity = #hal.device.promise<@dev_a>, target_affinity = #hal.device.promise<@dev_b>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %4 = "stream.async.transfer"(%3, %1, %1) <{source_affinity = #hal.device.promise<@dev_b>, target_affinity = #hal.device.promise<@dev_c>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %5 = "stream.tensor.export"(%4, %1) <{source_encoding = tensor<1024xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%5) : (!util.buffer) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true}), (@dev_b -> @dev_c = {unified_memory = true}), (@dev_c -> @dev_b = {unified_memory = true}), (@dev_a -> @dev_c = {})]>} : () -> ()

