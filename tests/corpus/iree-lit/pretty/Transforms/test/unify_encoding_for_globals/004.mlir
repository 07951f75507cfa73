#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<111>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<222>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_vmvx_bytecode_fb1 = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_vmvx_bytecode_fb1]> : !hal.device
module {
  util.global private @device_a = #device_target_local_0_
  util.global private @device_b = #device_target_local_1_
  util.global private @weight_a : !stream.resource<constant>
  util.global private @weight_a_size : index
  util.global private @weight_b : !stream.resource<constant>
  util.global private @weight_b_size : index
  util.global private @encoded_a_v1 : !stream.resource<constant>
  util.global private @encoded_a_v1_size : index
  util.global private @encoded_a_v2 : !stream.resource<constant>
  util.global private @encoded_a_v2_size : index
  util.global private @encoded_b_v1 : !stream.resource<constant>
  util.global private @encoded_b_v1_size : index
  util.global private @encoded_b_v2 : !stream.resource<constant>
  util.global private @encoded_b_v2_size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight_a"> : tensor<4096x4096xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @weight_a : !stream.resource<constant>
    util.global.store %0, @weight_a_size : index
    %cst_0 = stream.tensor.constant on(#hal.device.affinity<@device_b>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight_b"> : tensor<4096x4096xf32>
    %1 = stream.resource.size %cst_0 : !stream.resource<constant>
    util.global.store %cst_0, @weight_b : !stream.resource<constant>
    util.global.store %1, @weight_b_size : index
    %weight_a = util.global.load @weight_a : !stream.resource<constant>
    %weight_a_size = util.global.load @weight_a_size : index
    %weight_b = util.global.load @weight_b : !stream.resource<constant>
    %weight_b_size = util.global.load @weight_b_size : index
    %2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %3 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight_a : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_a_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%2}
    util.global.store %3, @encoded_a_v1 : !stream.resource<constant>
    util.global.store %2, @encoded_a_v1_size : index
    %4 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
    %5 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight_a : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_a_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%4}
    util.global.store %5, @encoded_a_v2 : !stream.resource<constant>
    util.global.store %4, @encoded_a_v2_size : index
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@device_b>) tensor<4096x4096xf32, #encoding> : index
    %7 = stream.tensor.encode on(#hal.device.affinity<@device_b>) %weight_b : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_b_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%6}
    util.global.store %7, @encoded_b_v1 : !stream.resource<constant>
    util.global.store %6, @encoded_b_v1_size : index
    %8 = stream.tensor.sizeof on(#hal.device.affinity<@device_b>) tensor<4096x4096xf32, #encoding1> : index
    %9 = stream.tensor.encode on(#hal.device.affinity<@device_b>) %weight_b : tensor<4096x4096xf32> in !stream.resource<constant>{%weight_b_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%8}
    util.global.store %9, @encoded_b_v2 : !stream.resource<constant>
    util.global.store %8, @encoded_b_v2_size : index
    util.return
  }
  stream.executable private @ex {
    stream.executable.export public @dispatch 
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>
        return
      }
    }
  }
  util.func public @multi_device_with_executable_duplication(%arg0: index) {
    %encoded_a_v1 = util.global.load immutable @encoded_a_v1 : !stream.resource<constant>
    %encoded_a_v1_size = util.global.load immutable @encoded_a_v1_size : index
    %encoded_a_v2 = util.global.load immutable @encoded_a_v2 : !stream.resource<constant>
    %encoded_a_v2_size = util.global.load immutable @encoded_a_v2_size : index
    %0 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @ex::@dispatch(%encoded_a_v1, %encoded_a_v2) : (tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%encoded_a_v1_size}, tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%encoded_a_v2_size}) -> tensor<4096x4096xf32> in !stream.resource<*>{%arg0}
    %encoded_b_v1 = util.global.load immutable @encoded_b_v1 : !stream.resource<constant>
    %encoded_b_v1_size = util.global.load immutable @encoded_b_v1_size : index
    %encoded_b_v2 = util.global.load immutable @encoded_b_v2 : !stream.resource<constant>
    %encoded_b_v2_size = util.global.load immutable @encoded_b_v2_size : index
    %1 = stream.tensor.dispatch on(#hal.device.affinity<@device_b>) @ex::@dispatch(%encoded_b_v1, %encoded_b_v2) : (tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%encoded_b_v1_size}, tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%encoded_b_v2_size}) -> tensor<4096x4096xf32> in !stream.resource<*>{%arg0}
    util.return
  }
}

