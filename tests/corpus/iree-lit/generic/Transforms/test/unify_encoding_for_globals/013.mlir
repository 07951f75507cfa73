#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_rocm_hsaco_fb]> : !hal.device
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, 4096, 4096]>
#encoding1 = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [4, 4096, 4096]>
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "weight", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "weight_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2_size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf8E4M3FNUZ>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf8E4M3FNUZ>}> : () -> !stream.resource<constant>
    %1 = "stream.resource.size"(%0) : (!stream.resource<constant>) -> index
    "util.global.store"(%0) <{global = @weight}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%1) <{global = @weight_size}> : (index) -> ()
    %2 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %3 = "util.global.load"() <{global = @weight_size}> : () -> index
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf8E4M3FNUZ, #encoding>}> : () -> index
    %5 = "stream.tensor.encode"(%2, %3, %4) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf8E4M3FNUZ, #encoding>, source_encoding = tensor<4096x4096xf8E4M3FNUZ>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%4) <{global = @encoded_v1_size}> : (index) -> ()
    %6 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf8E4M3FNUZ, #encoding1>}> : () -> index
    %7 = "stream.tensor.encode"(%2, %3, %6) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf8E4M3FNUZ, #encoding1>, source_encoding = tensor<4096x4096xf8E4M3FNUZ>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%6) <{global = @encoded_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

