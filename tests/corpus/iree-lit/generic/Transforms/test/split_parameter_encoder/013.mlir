"builtin.module"() ({
  "util.global"() <{sym_name = "param_with_affinity", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "stream.async.constant"(%2) <{affinity = #hal.device.affinity<@device_0>, value = #stream.parameter.named<"model"::"gpu_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5 = "stream.async.fill"(%3, %2, %0, %1, %1, %4) <{affinity = #hal.device.affinity<@device_0>}> : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @param_with_affinity}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

