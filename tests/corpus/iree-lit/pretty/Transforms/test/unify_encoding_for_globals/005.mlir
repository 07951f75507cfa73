#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
module @immutable_source_initialized_from_parameter {
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
    %1 = stream.async.clone on(#hal.device.affinity<@device_a>) %weight : !stream.resource<constant>{%weight_size} -> !stream.resource<*>{%weight_size}
    %2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding> : index
    %3 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %1 : tensor<4096x4096xf32> in !stream.resource<*>{%weight_size} -> tensor<4096x4096xf32, #encoding> in !stream.resource<*>{%2}
    %4 = stream.async.clone on(#hal.device.affinity<@device_a>) %3 : !stream.resource<*>{%2} -> !stream.resource<constant>{%2}
    util.global.store %4, @encoded_v1 : !stream.resource<constant>
    util.global.store %2, @encoded_v1_size : index
    %5 = stream.async.clone on(#hal.device.affinity<@device_a>) %weight : !stream.resource<constant>{%weight_size} -> !stream.resource<*>{%weight_size}
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
    %7 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %5 : tensor<4096x4096xf32> in !stream.resource<*>{%weight_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<*>{%6}
    %8 = stream.async.clone on(#hal.device.affinity<@device_a>) %7 : !stream.resource<*>{%6} -> !stream.resource<constant>{%6}
    util.global.store %8, @encoded_v2 : !stream.resource<constant>
    util.global.store %6, @encoded_v2_size : index
    util.return
  }
  stream.executable private @executable_v1 {
    stream.executable.export public @dispatch 
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        return
      }
    }
  }
  stream.executable private @executable_v2 {
    stream.executable.export public @dispatch 
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        return
      }
    }
  }
  stream.executable private @executable_both {
    stream.executable.export public @dispatch 
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        %2 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.func public @use_encoded_v1(%arg0: index) -> !stream.resource<*> {
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %0 = stream.tensor.dispatch @executable_v1::@dispatch(%encoded_v1) : (tensor<4096x4096xf32, #encoding> in !stream.resource<constant>{%encoded_v1_size}) -> tensor<16xf32> in !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
  util.func public @use_encoded_v2(%arg0: index) -> !stream.resource<*> {
    %encoded_v2 = util.global.load @encoded_v2 : !stream.resource<constant>
    %encoded_v2_size = util.global.load @encoded_v2_size : index
    %0 = stream.tensor.dispatch @executable_v2::@dispatch(%encoded_v2) : (tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%encoded_v2_size}) -> tensor<16xf32> in !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
  util.func public @use_both_encodings(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %encoded_v2 = util.global.load @encoded_v2 : !stream.resource<constant>
    %encoded_v2_size = util.global.load @encoded_v2_size : index
    %0 = stream.async.clone %encoded_v1 : !stream.resource<constant>{%encoded_v1_size} -> !stream.resource<*>{%encoded_v1_size}
    %1 = stream.async.clone %encoded_v2 : !stream.resource<constant>{%encoded_v2_size} -> !stream.resource<*>{%encoded_v2_size}
    %2 = stream.tensor.dispatch @executable_both::@dispatch[%c16, %c32](%0, %c0, %1, %c1) : (tensor<4096x4096xf32, #encoding> in !stream.resource<*>{%encoded_v1_size}, index, tensor<4096x4096xf32, #encoding1> in !stream.resource<*>{%encoded_v2_size}, index) -> tensor<16xf32> in !stream.resource<*>{%arg0}
    util.return %2 : !stream.resource<*>
  }
}

