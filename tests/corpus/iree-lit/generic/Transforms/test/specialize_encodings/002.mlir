#executable_target_xyz = #hal.executable.target<"llvm-cpu", "xyz", {cpu_features = "+avx512f", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, target_triple = "x86_64-xyz-xyz"}>
#executable_target_xyz1 = #hal.executable.target<"llvm-cpu", "xyz", {cpu_features = "+neon", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, target_triple = "aarch64-xyz-xyz"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_xyz]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_xyz1]> : !hal.device
#encoding = #iree_encoding.encoding<operand_index = 0 : index, op_type = conv, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [1, 14, 14, 8, 3, 3, 4]>
#encoding1 = #iree_encoding.encoding<operand_index = 1 : index, op_type = conv, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [1, 14, 14, 8, 3, 3, 4]>
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #device_target_local_1_, sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = () -> (index, index, index, index), sym_name = "conv_tensor_sizeof", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<1x16x16x4xf32, #encoding>}> : () -> index
    %1 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<3x3x4x8xf32, #encoding1>}> : () -> index
    %2 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_b>, encoding = tensor<1x16x16x4xf32, #encoding>}> : () -> index
    %3 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_b>, encoding = tensor<3x3x4x8xf32, #encoding1>}> : () -> index
    "util.return"(%0, %1, %2, %3) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

