#encoding = #iree_encoding.testing<>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index, index, f32) -> (), sym_name = "ops_with_result_encoding_only", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
    %0 = "stream.tensor.empty"(%arg0, %arg1) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x0xf32, #encoding>}> : (index, index) -> !stream.resource<*>
    %1 = "stream.tensor.constant"(%arg0) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x5x64xf32>, value = dense<0.000000e+00> : tensor<1x5x64xf32>}> : (index) -> !stream.resource<constant>
    %2 = "stream.tensor.splat"(%arg2, %arg0, %arg1) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x1x10xf32, #encoding>}> : (f32, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

