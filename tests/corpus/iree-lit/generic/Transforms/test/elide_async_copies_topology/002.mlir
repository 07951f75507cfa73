"builtin.module"() <{sym_name = "test"}> ({
  "util.func"() <{function_type = (!util.buffer) -> !stream.resource<external>, sym_name = "elide_implicit_source_transfer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %0) <{affinity = #hal.device.promise<@dev_a>, result_encoding = tensor<1xi32>}> : (!util.buffer, index) -> !stream.resource<external>
    %2 = "stream.async.transfer"(%1, %0, %0) <{target_affinity = #hal.device.promise<@dev_b>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
    "util.return"(%2) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} : () -> ()

