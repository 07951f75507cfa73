
// Test: immutable source global (initialized from parameter in initializer) with
// two encodings - should unify to identity encoding.
// This test also verifies that stream.async.clone between load and encode is
// properly traced through (matching real-world patterns from input pipelines).

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding2 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>

// CHECK-LABEL: module @immutable_source_initialized_from_parameter
//       CHECK:   util.global private @[[$DEVICE_A:.+]] =
module @immutable_source_initialized_from_parameter {
  util.global private @device_a = #device_target_local
  util.global private @weight : !stream.resource<constant>
  util.global private @weight_size : index
  util.global private @encoded_v1 : !stream.resource<constant>
  util.global private @encoded_v1_size : index
  util.global private @encoded_v2 : !stream.resource<constant>
  util.global private @encoded_v2_size : index

  // CHECK: util.initializer
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @weight : !stream.resource<constant>
    util.global.store %0, @weight_size : index
    // CHECK: %[[SOURCE:.+]] = util.global.load @weight
    %source = util.global.load @weight : !stream.resource<constant>
    %source_size = util.global.load @weight_size : index

    // Clone before encode (common pattern in real pipelines).
    // CHECK: %[[CLONE1:.+]] = stream.async.clone on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE]]
    %cloned1 = stream.async.clone on(#hal.device.affinity<@device_a>) %source : !stream.resource<constant>{%source_size} -> !stream.resource<*>{%source_size}

    // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[CLONE1]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    %size1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
    %enc1 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %cloned1 : tensor<4096x4096xf32> in !stream.resource<*>{%source_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<*>{%size1}
    %const1 = stream.async.clone on(#hal.device.affinity<@device_a>) %enc1 : !stream.resource<*>{%size1} -> !stream.resource<constant>{%size1}
    util.global.store %const1, @encoded_v1 : !stream.resource<constant>
    util.global.store %size1, @encoded_v1_size : index

    // CHECK: %[[CLONE2:.+]] = stream.async.clone on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE]]
    %cloned2 = stream.async.clone on(#hal.device.affinity<@device_a>) %source : !stream.resource<constant>{%source_size} -> !stream.resource<*>{%source_size}

    // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[CLONE2]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    %size2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding2> : index
    %enc2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %cloned2 : tensor<4096x4096xf32> in !stream.resource<*>{%source_size} -> tensor<4096x4096xf32, #encoding2> in !stream.resource<*>{%size2}
    %const2 = stream.async.clone on(#hal.device.affinity<@device_a>) %enc2 : !stream.resource<*>{%size2} -> !stream.resource<constant>{%size2}
    util.global.store %const2, @encoded_v2 : !stream.resource<constant>
    util.global.store %size2, @encoded_v2_size : index

    util.return
  }

  // Executable that uses encoding1.
  stream.executable private @executable_v1 {
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

  // Executable that uses encoding2.
  stream.executable private @executable_v2 {
    stream.executable.export public @dispatch
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding2>>
        return
      }
    }
  }

  // Executable that uses both encodings with index operands in between.
  stream.executable private @executable_both {
    stream.executable.export public @dispatch
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding2>>
        %2 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }

  // CHECK-LABEL: util.func public @use_encoded_v1
  util.func public @use_encoded_v1(%arg0: index) -> !stream.resource<*> {
    %encoded = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_size = util.global.load @encoded_v1_size : index
    // CHECK:      stream.tensor.dispatch
    // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    %result = stream.tensor.dispatch @executable_v1::@dispatch(%encoded)
      : (tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%encoded_size})
      -> tensor<16xf32> in !stream.resource<*>{%arg0}
    util.return %result : !stream.resource<*>
  }

  // CHECK-LABEL: util.func public @use_encoded_v2
  util.func public @use_encoded_v2(%arg0: index) -> !stream.resource<*> {
    %encoded = util.global.load @encoded_v2 : !stream.resource<constant>
    %encoded_size = util.global.load @encoded_v2_size : index
    // CHECK:      stream.tensor.dispatch
    // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    %result = stream.tensor.dispatch @executable_v2::@dispatch(%encoded)
      : (tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%encoded_size})
      -> tensor<16xf32> in !stream.resource<*>{%arg0}
    util.return %result : !stream.resource<*>
  }

  // Function that uses both encoded globals in the same dispatch with index
  // operands in between. This tests that the operand index to encoding index
  // mapping is correct.
  // CHECK-LABEL: util.func public @use_both_encodings
  util.func public @use_both_encodings(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %encoded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
    %encoded_v1_size = util.global.load @encoded_v1_size : index
    %encoded_v2 = util.global.load @encoded_v2 : !stream.resource<constant>
    %encoded_v2_size = util.global.load @encoded_v2_size : index

    %cloned_v1 = stream.async.clone %encoded_v1 : !stream.resource<constant>{%encoded_v1_size} -> !stream.resource<*>{%encoded_v1_size}
    %cloned_v2 = stream.async.clone %encoded_v2 : !stream.resource<constant>{%encoded_v2_size} -> !stream.resource<*>{%encoded_v2_size}

    // CHECK:      stream.tensor.dispatch @executable_both::@dispatch
    // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
    %result = stream.tensor.dispatch @executable_both::@dispatch[%c16, %c32](%cloned_v1, %c0, %cloned_v2, %c1) : (tensor<4096x4096xf32, #encoding1> in !stream.resource<*>{%encoded_v1_size}, index, tensor<4096x4096xf32, #encoding2> in !stream.resource<*>{%encoded_v2_size}, index) -> tensor<16xf32> in !stream.resource<*>{%arg0}

    util.return %result : !stream.resource<*>
  }
}

