"builtin.module"() <{sym_name = "test"}> ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "preserve_non_unified_transfer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "stream.async.transfer"(%arg0, %0, %0) <{source_affinity = #hal.device.promise<@dev_a>, target_affinity = #hal.device.promise<@dev_c>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_c = {})]>} : () -> ()

