#encoding = #iree_encoding.testing<>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index) -> (), sym_name = "tensor_constant_op_with_unserialized_encoding", sym_visibility = "public"}> ({
  ^bb0(%arg0: index):
    %0 = "stream.tensor.constant"(%arg0) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x5x64xf32, #encoding>, value = dense<0.000000e+00> : tensor<1x5x64xf32>}> : (index) -> !stream.resource<constant>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

