
// Creates an identity encoding if iree_encoding.identity_resolver is used.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", { iree.encoding.resolver = #iree_encoding.identity_resolver }>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding = #iree_encoding.testing<>

util.global private @device_a = #device_target_local_0_
util.func public @ignore_encoding_by_identity_resolver(%arg0: index, %arg1: index, %scalar_f32 : f32) {
  %0 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x0xf32, #encoding>{%arg0} in !stream.resource<*>{%arg1}
  util.return
}
// CHECK-DAG:   #[[$IDENTITY_ENCODING:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.identity]>
// CHECK-LABEL: util.func public @ignore_encoding_by_identity_resolver
// CHECK:         stream.tensor.empty {{.+}} : tensor<?x0xf32, #[[$IDENTITY_ENCODING]]>

