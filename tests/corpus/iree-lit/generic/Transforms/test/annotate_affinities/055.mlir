"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<transient>, sym_name = "stream_update_tied_result_affinity", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.constant"(%arg0) <{affinity = #hal.device.promise<@dev_a>, value = dense<0> : tensor<8xi32>}> : (index) -> !stream.resource<transient>
    %2 = "stream.async.constant"(%arg0) <{affinity = #hal.device.promise<@dev_b>, value = dense<1> : tensor<8xi32>}> : (index) -> !stream.resource<transient>
    %3 = "stream.async.update"(%1, %arg0, %0, %arg0, %2, %arg0) <{affinity = #hal.device.promise<@dev_b>}> : (!stream.resource<transient>, index, index, index, !stream.resource<transient>, index) -> !stream.resource<transient>
    "util.return"(%3) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

