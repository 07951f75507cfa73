
// Test: multiple devices with different resolvers - each device should use its own resolver.
// Also tests executable duplication when the same executable is used by dispatch sites
// targeting different devices with different encodings.

#executable_target_0 = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_1 = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_0]> : !hal.device
#device_target_local_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_1]> : !hal.device
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<111>]>
#encoding2 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<222>]>

// CHECK: util.global private @[[$DEVICE_A:.+]] =
// CHECK: util.global private @[[$DEVICE_B:.+]] =
util.global private @device_a = #device_target_local_0
util.global private @device_b = #device_target_local_1
// Two separate source globals - one for each device.
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

// CHECK: util.initializer
util.initializer {
  // Initialize weight_a for device_a.
  %cst_a = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight_a"> : tensor<4096x4096xf32>
  %size_a = stream.resource.size %cst_a : !stream.resource<constant>
  util.global.store %cst_a, @weight_a : !stream.resource<constant>
  util.global.store %size_a, @weight_a_size : index

  // Initialize weight_b for device_b.
  %cst_b = stream.tensor.constant on(#hal.device.affinity<@device_b>) : tensor<4096x4096xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight_b"> : tensor<4096x4096xf32>
  %size_b = stream.resource.size %cst_b : !stream.resource<constant>
  util.global.store %cst_b, @weight_b : !stream.resource<constant>
  util.global.store %size_b, @weight_b_size : index

  // CHECK: %[[SOURCE_A:.+]] = util.global.load @weight_a
  %source_a = util.global.load @weight_a : !stream.resource<constant>
  %source_a_size = util.global.load @weight_a_size : index

  // CHECK: %[[SOURCE_B:.+]] = util.global.load @weight_b
  %source_b = util.global.load @weight_b : !stream.resource<constant>
  %source_b_size = util.global.load @weight_b_size : index

  // Device A encodes weight_a with specialization_resolver<123>.
  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE_A]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  %size1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
  %enc1 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source_a : tensor<4096x4096xf32> in !stream.resource<constant>{%source_a_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%size1}
  util.global.store %enc1, @encoded_a_v1 : !stream.resource<constant>
  util.global.store %size1, @encoded_a_v1_size : index

  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE_A]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  %size2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding2> : index
  %enc2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source_a : tensor<4096x4096xf32> in !stream.resource<constant>{%source_a_size} -> tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%size2}
  util.global.store %enc2, @encoded_a_v2 : !stream.resource<constant>
  util.global.store %size2, @encoded_a_v2_size : index

  // Device B encodes weight_b with specialization_resolver<456>.
  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_B]]>) tensor<4096x4096xf32, #iree_encoding.specialized<456>>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_B]]>) %[[SOURCE_B]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<456>>
  %size3 = stream.tensor.sizeof on(#hal.device.affinity<@device_b>) tensor<4096x4096xf32, #encoding1> : index
  %enc3 = stream.tensor.encode on(#hal.device.affinity<@device_b>) %source_b : tensor<4096x4096xf32> in !stream.resource<constant>{%source_b_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%size3}
  util.global.store %enc3, @encoded_b_v1 : !stream.resource<constant>
  util.global.store %size3, @encoded_b_v1_size : index

  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_B]]>) tensor<4096x4096xf32, #iree_encoding.specialized<456>>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_B]]>) %[[SOURCE_B]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.specialized<456>>
  %size4 = stream.tensor.sizeof on(#hal.device.affinity<@device_b>) tensor<4096x4096xf32, #encoding2> : index
  %enc4 = stream.tensor.encode on(#hal.device.affinity<@device_b>) %source_b : tensor<4096x4096xf32> in !stream.resource<constant>{%source_b_size} -> tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%size4}
  util.global.store %enc4, @encoded_b_v2 : !stream.resource<constant>
  util.global.store %size4, @encoded_b_v2_size : index

  util.return
}

// Original executable - updated for device_a (sorted first alphabetically).
// CHECK: stream.executable private @[[$EX:.+]] {
// CHECK:   stream.binding.subspan %arg0{{.*}} -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #iree_encoding.specialized<123>>>
// CHECK:   stream.binding.subspan %arg1{{.*}} -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #iree_encoding.specialized<123>>>
stream.executable private @ex {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
      %c0 = arith.constant 0 : index
      %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
      %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding2>>
      %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>
      return
    }
  }
}

// Duplicated executable for device_b (sorted second alphabetically).
// CHECK: stream.executable private @[[$EX_DUP:.+]] {
// CHECK:   stream.binding.subspan %arg0{{.*}} -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #iree_encoding.specialized<456>>>
// CHECK:   stream.binding.subspan %arg1{{.*}} -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #iree_encoding.specialized<456>>>

// CHECK-LABEL: util.func public @multi_device_with_executable_duplication
util.func public @multi_device_with_executable_duplication(%arg0: index) {
  %encoded_a_v1 = util.global.load immutable @encoded_a_v1 : !stream.resource<constant>
  %encoded_a_v1_size = util.global.load immutable @encoded_a_v1_size : index
  %encoded_a_v2 = util.global.load immutable @encoded_a_v2 : !stream.resource<constant>
  %encoded_a_v2_size = util.global.load immutable @encoded_a_v2_size : index
  // CHECK: stream.tensor.dispatch on(#hal.device.affinity<@[[$DEVICE_A]]>) @[[$EX]]::@dispatch
  // CHECK-SAME: tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  // CHECK-SAME: tensor<4096x4096xf32, #iree_encoding.specialized<123>>
  %dispatch_a = stream.tensor.dispatch on(#hal.device.affinity<@device_a>)
    @ex::@dispatch(%encoded_a_v1, %encoded_a_v2)
    : (tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%encoded_a_v1_size},
       tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%encoded_a_v2_size}
    ) -> tensor<4096x4096xf32> in !stream.resource<*>{%arg0}

  %encoded_b_v1 = util.global.load immutable @encoded_b_v1 : !stream.resource<constant>
  %encoded_b_v1_size = util.global.load immutable @encoded_b_v1_size : index
  %encoded_b_v2 = util.global.load immutable @encoded_b_v2 : !stream.resource<constant>
  %encoded_b_v2_size = util.global.load immutable @encoded_b_v2_size : index
  // CHECK: stream.tensor.dispatch on(#hal.device.affinity<@[[$DEVICE_B]]>) @[[$EX_DUP]]::@dispatch
  // CHECK-SAME: tensor<4096x4096xf32, #iree_encoding.specialized<456>>
  // CHECK-SAME: tensor<4096x4096xf32, #iree_encoding.specialized<456>>
  %dispatch_b = stream.tensor.dispatch on(#hal.device.affinity<@device_b>)
    @ex::@dispatch(%encoded_b_v1, %encoded_b_v2)
    : (tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%encoded_b_v1_size},
       tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%encoded_b_v2_size}
    ) -> tensor<4096x4096xf32> in !stream.resource<*>{%arg0}

  util.return
}

