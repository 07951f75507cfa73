
// Checks that the identity encoding is generated if no resolver is specified.

#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {}>
#device_target_local = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
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

  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.identity>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.identity>
  %size1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding1> : index
  %enc1 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source : tensor<4096x4096xf32> in !stream.resource<constant>{%source_size} -> tensor<4096x4096xf32, #encoding1> in !stream.resource<constant>{%size1}
  util.global.store %enc1, @encoded_v1 : !stream.resource<constant>
  util.global.store %size1, @encoded_v1_size : index

  // CHECK: stream.tensor.sizeof on(#hal.device.affinity<@[[$DEVICE_A]]>) tensor<4096x4096xf32, #iree_encoding.identity>
  // CHECK: stream.tensor.encode on(#hal.device.affinity<@[[$DEVICE_A]]>) %[[SOURCE]] : {{.*}} -> tensor<4096x4096xf32, #iree_encoding.identity>
  %size2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf32, #encoding2> : index
  %enc2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %source : tensor<4096x4096xf32> in !stream.resource<constant>{%source_size} -> tensor<4096x4096xf32, #encoding2> in !stream.resource<constant>{%size2}
  util.global.store %enc2, @encoded_v2 : !stream.resource<constant>
  util.global.store %size2, @encoded_v2_size : index

  util.return
}

