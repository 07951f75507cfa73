
// Test: TensorCloneOp, TensorEncodeOp, and TensorUpdateOp in dispatch site.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
// CHECK-DAG: #[[$ENC:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
// CHECK-DAG: #[[$ENC2:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
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

// CHECK-LABEL: util.func public @tensor_clone_reencode
util.func public @tensor_clone_reencode(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) {
  %loaded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
  %loaded_v1_size = util.global.load @encoded_v1_size : index

  // Re-encode should be inserted before the clone op.
  // CHECK:      stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK:      %[[REENC:.+]] = stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>)
  // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK-SAME:   -> tensor<4096x4096xf32, #[[$ENC]]>
  // CHECK:      stream.tensor.clone on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[REENC]]
  // CHECK-SAME:   tensor<4096x4096xf32, #[[$ENC]]>
  %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %loaded_v1
    : tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%loaded_v1_size}
    -> tensor<4096x4096xf32, #encoding1> in !stream.resource<*>{%loaded_v1_size}

  util.return
}

// CHECK-LABEL: util.func public @tensor_encode_update_source
util.func public @tensor_encode_update_source(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) {
  %loaded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
  %loaded_v1_size = util.global.load @encoded_v1_size : index

  // The encode op's source_encoding should be updated to the unified encoding.
  // CHECK:      stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>)
  // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK-SAME:   -> tensor<4096x4096xf32, #[[$ENC2]]>
  %1 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %loaded_v1
    : tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%loaded_v1_size}
    -> tensor<4096x4096xf32, #encoding2> in !stream.resource<*>{%loaded_v1_size}

  util.return
}

// CHECK-LABEL: util.func public @tensor_update_reencode
util.func public @tensor_update_reencode(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) {
  %loaded_v1 = util.global.load @encoded_v1 : !stream.resource<constant>
  %loaded_v1_size = util.global.load @encoded_v1_size : index
  %c0 = arith.constant 0 : index

  // Re-encode should be inserted before the update op.
  // CHECK:      stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK:      %[[REENC:.+]] = stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>)
  // CHECK-SAME:   tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK-SAME:   -> tensor<4096x4096xf32, #[[$ENC]]>
  // CHECK:      stream.tensor.update on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[REENC]]
  // CHECK-SAME:   tensor<4096x4096xf32, #[[$ENC]]>
  %2 = stream.tensor.update on(#hal.device.affinity<@device_a>)
    %loaded_v1, %arg0[%c0, %c0] : tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%loaded_v1_size}
    -> tensor<4096x4096xf32, #encoding1> in %arg0 as !stream.resource<*>{%arg2}

  util.return
}
