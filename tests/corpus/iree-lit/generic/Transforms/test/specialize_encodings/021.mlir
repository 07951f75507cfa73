#encoding = #iree_encoding.testing<>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index, index, f32) -> (), sym_name = "drop_encoding", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
    %0 = "stream.tensor.empty"(%arg0, %arg1) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x0xf32, #encoding>}> : (index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

