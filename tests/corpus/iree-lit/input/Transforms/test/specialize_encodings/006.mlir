
// Creates an nop encoding if no `iree_codegen.target_info` is provided.

#executable_target_rocm_bytecode_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_padding_resolver<> }>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_rocm_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>

util.global private @device_a = #device_target_local_0_
util.func public @create_pad_identity_encoding(%arg0: index, %arg1: index) {
  %0 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x0xf32, #encoding>{%arg0} in !stream.resource<*>{%arg1}
  util.return
}
// CHECK: #[[$IDENTITY_ENCODING:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.padding<[0, 0]>]>
// CHECK-LABEL: @create_pad_identity_encoding
// CHECK: stream.tensor.empty {{.*}} :  tensor<?x0xf32, #[[$IDENTITY_ENCODING]]>

