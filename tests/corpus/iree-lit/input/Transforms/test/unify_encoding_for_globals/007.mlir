
// Test tied operand: dispatch result tied to input operand.
// When encoding changes, both operand and result encoding must change.
// A re-encode op should be inserted after dispatch.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
// CHECK: #[[$ENC:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding2 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>

// CHECK: util.global private @[[$DEVICE_A:.+]] =
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

  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  %size1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
  %enc1 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source : tensor<4096x4096xf32> in !stream.resource<constant>{%source_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%size1}
  util.global.store %enc1, @encoded_v1 : !stream.resource<constant>
  util.global.store %size1, @encoded_v1_size : index

  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  %size2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding2> : index
  %enc2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source : tensor<4096x4096xf32> in !stream.resource<constant>{%source_size} -> tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%size2}
  util.global.store %enc2, @encoded_v2 : !stream.resource<constant>
  util.global.store %size2, @encoded_v2_size : index

  util.return
}

// Executable with tied operand for in-place update.
stream.executable private @executable_tied {
  stream.executable.export public @dispatch_inplace
  builtin.module {
    func.func @dispatch_inplace(%arg0: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4096x4096xf32, #encoding1>>
      return
    }
  }
}

// CHECK-LABEL: util.func public @dispatch_with_tied_operand
// CHECK-SAME:    %[[N:[a-zA-Z0-9_]+]]: index
// CHECK-SAME:    %[[M:[a-zA-Z0-9_]+]]: index
util.func public @dispatch_with_tied_operand(%N: index, %M: index) -> !stream.resource<*> {
  %encoded = util.global.load @encoded_v1 : !stream.resource<constant>
  %encoded_size = util.global.load @encoded_v1_size : index
  %cloned = stream.async.clone %encoded : !stream.resource<constant>{%encoded_size} -> !stream.resource<*>{%encoded_size}

  // The dispatch has a tied result (result -> %cloned).
  // CHECK:      %[[DISPATCH:.+]] = stream.tensor.dispatch on(#hal.device.affinity<@[[$DEVICE_A]]>) @executable_tied::@dispatch_inplace
  // CHECK-SAME:   tensor<?x?xf32, #iree_encoding.specialized<123>>{%[[N]], %[[M]]}
  // CHECK-SAME:   -> tensor<?x?xf32, #iree_encoding.specialized<123>>{%[[N]], %[[M]]}
  // Re-encode sizeof and encode ops are inserted after dispatch.
  // CHECK:      stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<?x?xf32, #[[$ENC]]>{%[[N]], %[[M]]}
  // CHECK:      stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[DISPATCH]] :
  // CHECK-SAME:   tensor<?x?xf32, #iree_encoding.specialized<123>>
  // CHECK-SAME:   -> tensor<?x?xf32, #[[$ENC]]>{%[[N]], %[[M]]}
  %result = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @executable_tied::@dispatch_inplace(%cloned)
    : (tensor<?x?xf32, #encoding1>{%N, %M} in !stream.resource<*>{%encoded_size})
    -> tensor<?x?xf32, #encoding1>{%N, %M} in %cloned{%encoded_size}

  util.return %result : !stream.resource<*>
}

