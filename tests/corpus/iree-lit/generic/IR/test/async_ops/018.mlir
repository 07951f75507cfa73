"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<external>, sym_name = "asyncCastWithAffinity", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "stream.async.cast"(%arg0, %arg1, %arg1) <{affinity = #hal.device.affinity<@device>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    "util.return"(%0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

