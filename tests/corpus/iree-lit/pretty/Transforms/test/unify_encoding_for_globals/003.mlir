#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<111>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<222>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_vmvx_bytecode_fb1 = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_vmvx_bytecode_fb1]> : !hal.device
module {
  util.global private @device_a = #device_target_local_0_
  util.global private @device_b = #device_target_local_1_
  util.global private @weight : !stream.resource<constant>
  util.global private @weight_size : index
  util.global private @encoded_a_v1 : !stream.resource<constant>
  util.global private @encoded_a_v2 : !stream.resource<constant>
  util.global private @encoded_b_v1 : !stream.resource<constant>
  util.global private @encoded_b_v2 : !stream.resource<constant>
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @weight : !stream.resource<constant>
    util.global.store %0, @weight_size : index
    %weight = util.global.load @weight : !stream.resource<constant>
    %weight_size = util.global.load @weight_size : index
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%1}
    util.global.store %2, @encoded_a_v1 : !stream.resource<constant>
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
    %4 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%3}
    util.global.store %4, @encoded_a_v2 : !stream.resource<constant>
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@device_b>) tensor<4096x4096xf32, #encoding> : index
    %6 = stream.tensor.encode on(#hal.device.affinity<@device_b>) %weight : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%5}
    util.global.store %6, @encoded_b_v1 : !stream.resource<constant>
    %7 = stream.tensor.sizeof on(#hal.device.affinity<@device_b>) tensor<4096x4096xf32, #encoding1> : index
    %8 = stream.tensor.encode on(#hal.device.affinity<@device_b>) %weight : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%7}
    util.global.store %8, @encoded_b_v2 : !stream.resource<constant>
    util.return
  }
}

