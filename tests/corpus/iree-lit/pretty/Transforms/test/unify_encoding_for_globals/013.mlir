#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_rocm_hsaco_fb]> : !hal.device
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, 4096, 4096]>
#encoding1 = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [4, 4096, 4096]>
module {
  util.global private @device_a = #device_target_local_0_
  util.global private @weight : !stream.resource<constant>
  util.global private @weight_size : index
  util.global private @encoded_v1 : !stream.resource<constant>
  util.global private @encoded_v1_size : index
  util.global private @encoded_v2 : !stream.resource<constant>
  util.global private @encoded_v2_size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4096x4096xf8E4M3FNUZ> in !stream.resource<constant> = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf8E4M3FNUZ>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @weight : !stream.resource<constant>
    util.global.store %0, @weight_size : index
    %weight = util.global.load @weight : !stream.resource<constant>
    %weight_size = util.global.load @weight_size : index
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf8E4M3FNUZ, #encoding> : index
    %2 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight : tensor<4096x4096xf8E4M3FNUZ> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf8E4M3FNUZ, #encoding> in !stream.resource<constant>{%1}
    util.global.store %2, @encoded_v1 : !stream.resource<constant>
    util.global.store %1, @encoded_v1_size : index
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4096x4096xf8E4M3FNUZ, #encoding1> : index
    %4 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %weight : tensor<4096x4096xf8E4M3FNUZ> in !stream.resource<constant>{%weight_size} -> tensor<4096x4096xf8E4M3FNUZ, #encoding1> in !stream.resource<constant>{%3}
    util.global.store %4, @encoded_v2 : !stream.resource<constant>
    util.global.store %3, @encoded_v2_size : index
    util.return
  }
}

