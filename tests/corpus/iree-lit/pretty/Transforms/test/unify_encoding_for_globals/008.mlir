#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.identity_resolver}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
module @mutable_source_skipped {
  util.global private @device_a = #device_target_local_0_
  util.global private mutable @mutable_source : !stream.resource<constant>
  util.global private @encoded : !stream.resource<constant>
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf32> in !stream.resource<constant> = dense<0.000000e+00> : tensor<4096x4096xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @mutable_source : !stream.resource<constant>
    %mutable_source = util.global.load @mutable_source : !stream.resource<constant>
    %1 = stream.resource.size %mutable_source : !stream.resource<constant>
    %2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %3 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %mutable_source : tensor<4096x4096xf32> in !stream.resource<constant>{%1} -> tensor<4096x4096xf32, #encoding> in !stream.resource<*>{%2}
    %4 = stream.async.clone on(#hal.device.affinity<@device_a>) %3 : !stream.resource<*>{%2} -> !stream.resource<constant>{%2}
    util.global.store %4, @encoded : !stream.resource<constant>
    util.return
  }
}

