#encoding = #iree_encoding.testing<>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
module {
  util.global private @device_a = #device_target_local_0_
  util.func public @drop_encoding(%arg0: index, %arg1: index, %arg2: f32) {
    %empty = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x0xf32, #encoding>{%arg0} in !stream.resource<*>{%arg1}
    util.return
  }
}

