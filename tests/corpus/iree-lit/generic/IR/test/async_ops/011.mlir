"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.channel, !stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "asyncCollectiveAllGather", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.channel, %arg1: !stream.resource<*>, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.alloca"(%arg3) : (index) -> !stream.resource<*>
    %2 = "stream.async.collective"(%1, %arg3, %0, %arg3, %arg3, %arg1, %arg2, %0, %arg2, %arg2, %arg4, %arg0) <{affinity = #hal.device.affinity<@device>, op = #stream.collective<all_gather : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

