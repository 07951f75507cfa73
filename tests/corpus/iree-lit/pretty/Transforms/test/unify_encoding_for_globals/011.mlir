#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.identity_resolver}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
module @same_encoding_twice_no_unification {
  util.global private @device_a = #device_target_local_0_
  util.global private @source = #stream.parameter.named<"model"::"weight"> : !stream.resource<constant>
  util.global private @encoded_v1 : !stream.resource<constant>
  util.global private @encoded_v2 : !stream.resource<constant>
  util.initializer {
    %source = util.global.load @source : !stream.resource<constant>
    %0 = stream.resource.size %source : !stream.resource<constant>
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source : tensor<4096x4096xf32> in !stream.resource<constant>{%0} -> tensor<4096x4096xf32, #encoding> in !stream.resource<*>{%1}
    %3 = stream.async.clone on(#hal.device.affinity<@device_a>) %2 : !stream.resource<*>{%1} -> !stream.resource<constant>{%1}
    util.global.store %3, @encoded_v1 : !stream.resource<constant>
    %4 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %5 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source : tensor<4096x4096xf32> in !stream.resource<constant>{%0} -> tensor<4096x4096xf32, #encoding> in !stream.resource<*>{%4}
    %6 = stream.async.clone on(#hal.device.affinity<@device_a>) %5 : !stream.resource<*>{%4} -> !stream.resource<constant>{%4}
    util.global.store %6, @encoded_v2 : !stream.resource<constant>
    util.return
  }
}

