#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
module {
  util.global private @device_a = #device_target_local_0_
  util.global private @weight : !stream.resource<constant>
  util.global private @weight_size : index
  util.global private @encoded_v1 : !stream.resource<constant>
  util.global private @encoded_v1_size : index
  util.global private @encoded_v2 : !stream.resource<constant>
  util.global private @encoded_v2_size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @weight : !stream.resource<constant>
    util.global.store %0, @weight_size : index
    %weight = util.global.load @weight : !stream.resource<constant>
    %weight_size = util.global.load @weight_size : index
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%1}
    util.global.store %2, @encoded_v1 : !stream.resource<constant>
    util.global.store %1, @encoded_v1_size : index
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
    %4 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%3}
    util.global.store %4, @encoded_v2 : !stream.resource<constant>
    util.global.store %3, @encoded_v2_size : index
    util.return
  }
  util.func public @tensor_clone_reencode(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) {
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %encoded_v1 : tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%encoded_v1_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<*>{%encoded_v1_size}
    util.return
  }
  util.func public @tensor_encode_update_source(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) {
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %encoded_v1 : tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%encoded_v1_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<*>{%encoded_v1_size}
    util.return
  }
  util.func public @tensor_update_reencode(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) {
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %c0 = arith.constant 0 : index
    %0 = stream.tensor.update on(#hal.device.affinity<@device_a>) %encoded_v1, %arg0[%c0, %c0] : tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%encoded_v1_size} -> tensor<4096x4096xf32, #encoding> in %arg0 as !stream.resource<*>{%arg2}
    util.return
  }
}

