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
  stream.executable private @executable_tied {
    stream.executable.export public @dispatch_inplace 
    builtin.module {
      func.func @dispatch_inplace(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4096x4096xf32, #encoding>>
        return
      }
    }
  }
  util.func public @dispatch_with_tied_operand(%arg0: index, %arg1: index) -> !stream.resource<*> {
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %0 = stream.async.clone %encoded_v1 : !stream.resource<constant>{%encoded_v1_size} -> !stream.resource<*>{%encoded_v1_size}
    %1 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @executable_tied::@dispatch_inplace(%0) : (tensor<?x?xf32, #encoding>{%arg0, %arg1} in !stream.resource<*>{%encoded_v1_size}) -> tensor<?x?xf32, #encoding>{%arg0, %arg1} in %0{%encoded_v1_size}
    util.return %1 : !stream.resource<*>
  }
}

