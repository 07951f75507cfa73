#encoding = #iree_encoding.testing<>
#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_padding_resolver<>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_rocm_hsaco_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index, index) -> (), sym_name = "create_pad_identity_encoding", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "stream.tensor.empty"(%arg0, %arg1) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x0xf32, #encoding>}> : (index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

