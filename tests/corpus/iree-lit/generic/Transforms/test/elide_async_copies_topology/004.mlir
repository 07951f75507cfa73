"builtin.module"() <{sym_name = "test"}> ({
  "util.func"() <{function_type = (!stream.resource<transient>) -> !stream.resource<external>, sym_name = "preserve_lifetime_changing_transfer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "stream.async.transfer"(%arg0, %0, %0) <{source_affinity = #hal.device.promise<@dev_a>, target_affinity = #hal.device.promise<@dev_b>}> : (!stream.resource<transient>, index, index) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} : () -> ()

