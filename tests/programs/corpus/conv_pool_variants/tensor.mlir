#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 + d5, d2 + d6, d7)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3 * 2, d1 + d4 * 2, d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0 + d2, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d1 * 2 + d3, d2 * 2 + d4, d0)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d3, d1 * 2 + d4, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_conv_4x2x3x3_f32, sym_name = "main_dispatch_0_conv_4x2x3x3_f32", sym_visibility = "public"}> ({
      %238:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%238#0, %238#1, %238#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_4x2x3x3_f32"}> ({
      ^bb0(%arg62: !stream.binding, %arg63: !stream.binding, %arg64: !stream.binding):
        %226 = "arith.constant"() <{value = 0 : index}> : () -> index
        %227 = "stream.binding.subspan"(%arg62, %226) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %228 = "stream.binding.subspan"(%arg63, %226) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %229 = "stream.binding.subspan"(%arg64, %226) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %230 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %231 = "iree_tensor_ext.dispatch.tensor.load"(%227) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %232 = "iree_tensor_ext.dispatch.tensor.load"(%228) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %233 = "tensor.empty"() : () -> tensor<4x2xf32>
        %234 = "linalg.fill"(%230, %233) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg68: f32, %arg69: f32):
          "linalg.yield"(%arg68) : (f32) -> ()
        }) : (f32, tensor<4x2xf32>) -> tensor<4x2xf32>
        %235 = "linalg.generic"(%231, %232, %234) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
          %236 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %237 = "arith.addf"(%arg67, %236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%237) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%235, %229) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32, sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32", sym_visibility = "public"}> ({
      %225:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%225#0, %225#1, %225#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32"}> ({
      ^bb0(%arg54: !stream.binding, %arg55: !stream.binding, %arg56: !stream.binding):
        %213 = "arith.constant"() <{value = 0 : index}> : () -> index
        %214 = "stream.binding.subspan"(%arg54, %213) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %215 = "stream.binding.subspan"(%arg55, %213) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %216 = "stream.binding.subspan"(%arg56, %213) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %217 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %218 = "iree_tensor_ext.dispatch.tensor.load"(%214) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 4, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>) -> tensor<3x4x4x2xf32>
        %219 = "iree_tensor_ext.dispatch.tensor.load"(%215) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 2, 2, 3>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>) -> tensor<2x2x2x2x3xf32>
        %220 = "tensor.empty"() : () -> tensor<2x3x3x3xf32>
        %221 = "linalg.fill"(%217, %220) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg60: f32, %arg61: f32):
          "linalg.yield"(%arg60) : (f32) -> ()
        }) : (f32, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        %222 = "linalg.generic"(%218, %219, %221) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
          %223 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %224 = "arith.addf"(%arg59, %223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%224) : (f32) -> ()
        }) : (tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%222, %216) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 3, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_conv_3x3x3x3x3x2_f32, sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32", sym_visibility = "public"}> ({
      %212:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%212#0, %212#1, %212#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32"}> ({
      ^bb0(%arg46: !stream.binding, %arg47: !stream.binding, %arg48: !stream.binding):
        %200 = "arith.constant"() <{value = 0 : index}> : () -> index
        %201 = "stream.binding.subspan"(%arg46, %200) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %202 = "stream.binding.subspan"(%arg47, %200) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %203 = "stream.binding.subspan"(%arg48, %200) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %204 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %205 = "iree_tensor_ext.dispatch.tensor.load"(%201) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %206 = "iree_tensor_ext.dispatch.tensor.load"(%202) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 3, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>) -> tensor<3x3x3x2xf32>
        %207 = "tensor.empty"() : () -> tensor<3x3x3xf32>
        %208 = "linalg.fill"(%204, %207) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg52: f32, %arg53: f32):
          "linalg.yield"(%arg52) : (f32) -> ()
        }) : (f32, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        %209 = "linalg.generic"(%205, %206, %208) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
          %210 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %211 = "arith.addf"(%arg51, %210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%211) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%209, %203) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_conv_7x3x3_f32, sym_name = "main_dispatch_3_conv_7x3x3_f32", sym_visibility = "public"}> ({
      %199:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%199#0, %199#1, %199#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_conv_7x3x3_f32"}> ({
      ^bb0(%arg38: !stream.binding, %arg39: !stream.binding, %arg40: !stream.binding):
        %187 = "arith.constant"() <{value = 0 : index}> : () -> index
        %188 = "stream.binding.subspan"(%arg38, %187) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %189 = "stream.binding.subspan"(%arg39, %187) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %190 = "stream.binding.subspan"(%arg40, %187) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %191 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %192 = "iree_tensor_ext.dispatch.tensor.load"(%189) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %193 = "tensor.empty"() : () -> tensor<7x3xf32>
        %194 = "iree_tensor_ext.dispatch.tensor.load"(%188) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 1>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3xf32>
        %195 = "linalg.fill"(%191, %193) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg44: f32, %arg45: f32):
          "linalg.yield"(%arg44) : (f32) -> ()
        }) : (f32, tensor<7x3xf32>) -> tensor<7x3xf32>
        %196 = "linalg.generic"(%192, %194, %195) <{indexing_maps = [#map9, #map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
          %197 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %198 = "arith.addf"(%arg43, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%198) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%196, %190) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 3>, static_strides = array<i64: 1, 1>}> : (tensor<7x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32, sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32", sym_visibility = "public"}> ({
      %186:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%186#0, %186#1, %186#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding, %arg32: !stream.binding):
        %172 = "arith.constant"() <{value = 0 : index}> : () -> index
        %173 = "stream.binding.subspan"(%arg30, %172) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %174 = "stream.binding.subspan"(%arg31, %172) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %175 = "stream.binding.subspan"(%arg32, %172) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %176 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %177 = "iree_tensor_ext.dispatch.tensor.load"(%173) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 5, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>) -> tensor<5x5x4xi8>
        %178 = "iree_tensor_ext.dispatch.tensor.load"(%174) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>) -> tensor<3x3x4x2xi8>
        %179 = "tensor.empty"() : () -> tensor<3x3x2xi32>
        %180 = "linalg.fill"(%176, %179) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg36: i32, %arg37: i32):
          "linalg.yield"(%arg36) : (i32) -> ()
        }) : (i32, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        %181 = "linalg.generic"(%177, %178, %180) <{indexing_maps = [#map12, #map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg33: i8, %arg34: i8, %arg35: i32):
          %182 = "arith.extsi"(%arg33) : (i8) -> i32
          %183 = "arith.extsi"(%arg34) : (i8) -> i32
          %184 = "arith.muli"(%182, %183) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %185 = "arith.addi"(%arg35, %184) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%185) : (i32) -> ()
        }) : (tensor<5x5x4xi8>, tensor<3x3x4x2xi8>, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%181, %175) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x3x3x3x3_f32, sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32", sym_visibility = "public"}> ({
      %171:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%171#0, %171#1, %171#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %161 = "arith.constant"() <{value = 0 : index}> : () -> index
        %162 = "stream.binding.subspan"(%arg23, %161) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %163 = "stream.binding.subspan"(%arg24, %161) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %164 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %165 = "iree_tensor_ext.dispatch.tensor.load"(%162) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %166 = "tensor.empty"() : () -> tensor<2x3x3xf32>
        %167 = "tensor.empty"() : () -> tensor<3x3xf32>
        %168 = "linalg.fill"(%164, %166) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          "linalg.yield"(%arg28) : (f32) -> ()
        }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %169 = "linalg.generic"(%165, %167, %168) <{indexing_maps = [#map14, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
          %170 = "arith.maximumf"(%arg27, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%170) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%169, %163) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_3x3x2x2x2_f32, sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32", sym_visibility = "public"}> ({
      %160:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%160#0, %160#1, %160#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %150 = "arith.constant"() <{value = 0 : index}> : () -> index
        %151 = "stream.binding.subspan"(%arg16, %150) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %152 = "stream.binding.subspan"(%arg17, %150) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %153 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %154 = "iree_tensor_ext.dispatch.tensor.load"(%151) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %155 = "tensor.empty"() : () -> tensor<3x3x2xf32>
        %156 = "tensor.empty"() : () -> tensor<2x2xf32>
        %157 = "linalg.fill"(%153, %155) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          "linalg.yield"(%arg21) : (f32) -> ()
        }) : (f32, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        %158 = "linalg.generic"(%154, %156, %157) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %159 = "arith.minimumf"(%arg20, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%159) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<2x2xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%158, %152) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_conv_2x2x3x2x2_i32, sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32", sym_visibility = "public"}> ({
      %149:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%149#0, %149#1, %149#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %139 = "arith.constant"() <{value = 0 : index}> : () -> index
        %140 = "stream.binding.subspan"(%arg9, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %141 = "stream.binding.subspan"(%arg10, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %142 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
        %143 = "iree_tensor_ext.dispatch.tensor.load"(%140) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>) -> tensor<4x4x3xi32>
        %144 = "tensor.empty"() : () -> tensor<2x2x3xi32>
        %145 = "tensor.empty"() : () -> tensor<2x2xi32>
        %146 = "linalg.fill"(%142, %144) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: i32, %arg15: i32):
          "linalg.yield"(%arg14) : (i32) -> ()
        }) : (i32, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        %147 = "linalg.generic"(%143, %145, %146) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: i32, %arg12: i32, %arg13: i32):
          %148 = "arith.maxsi"(%arg13, %arg11) : (i32, i32) -> i32
          "linalg.yield"(%148) : (i32) -> ()
        }) : (tensor<4x4x3xi32>, tensor<2x2xi32>, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%147, %141) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 9 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %5 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x9x3xf32>}> : () -> index
    %6 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x9x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7 = "stream.async.cast"(%6, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    %10 = "arith.constant"() <{value = 3 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %8, %9, %10, %11, %12) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x2xf32>}> : () -> index
    %14 = "stream.tensor.import"(%arg1, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%14, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %16 = "hal.element_type"() <{type = f32}> : () -> i32
    %17 = "hal.encoding_type"() : () -> i32
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    %19 = "arith.constant"() <{value = 3 : index}> : () -> index
    %20 = "arith.constant"() <{value = 4 : index}> : () -> index
    %21 = "arith.constant"() <{value = 4 : index}> : () -> index
    %22 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %16, %17, %18, %19, %20, %21, %22) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3x4x4x2xf32>}> : () -> index
    %24 = "stream.tensor.import"(%arg2, %23) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x3x4x4x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %25 = "stream.async.cast"(%24, %23, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %26 = "hal.element_type"() <{type = f32}> : () -> i32
    %27 = "hal.encoding_type"() : () -> i32
    %28 = "arith.constant"() <{value = 2 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 2 : index}> : () -> index
    %31 = "arith.constant"() <{value = 2 : index}> : () -> index
    %32 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg3, %26, %27, %28, %29, %30, %31, %32) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %33 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2x2x2x3xf32>}> : () -> index
    %34 = "stream.tensor.import"(%arg3, %33) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x2x2x2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %35 = "stream.async.cast"(%34, %33, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %36 = "hal.element_type"() <{type = f32}> : () -> i32
    %37 = "hal.encoding_type"() : () -> i32
    %38 = "arith.constant"() <{value = 1 : index}> : () -> index
    %39 = "arith.constant"() <{value = 7 : index}> : () -> index
    %40 = "arith.constant"() <{value = 7 : index}> : () -> index
    %41 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg4, %36, %37, %38, %39, %40, %41) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %42 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x7x7x2xf32>}> : () -> index
    %43 = "stream.tensor.import"(%arg4, %42) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x7x7x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %44 = "stream.async.cast"(%43, %42, %42) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %45 = "hal.element_type"() <{type = f32}> : () -> i32
    %46 = "hal.encoding_type"() : () -> i32
    %47 = "arith.constant"() <{value = 3 : index}> : () -> index
    %48 = "arith.constant"() <{value = 3 : index}> : () -> index
    %49 = "arith.constant"() <{value = 3 : index}> : () -> index
    %50 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg5, %45, %46, %47, %48, %49, %50) <{message = "input5"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %51 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x3x2xf32>}> : () -> index
    %52 = "stream.tensor.import"(%arg5, %51) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %53 = "stream.async.cast"(%52, %51, %51) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %54 = "hal.element_type"() <{type = i8}> : () -> i32
    %55 = "hal.encoding_type"() : () -> i32
    %56 = "arith.constant"() <{value = 1 : index}> : () -> index
    %57 = "arith.constant"() <{value = 5 : index}> : () -> index
    %58 = "arith.constant"() <{value = 5 : index}> : () -> index
    %59 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg6, %54, %55, %56, %57, %58, %59) <{message = "input6"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %60 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x5x5x4xi8>}> : () -> index
    %61 = "stream.tensor.import"(%arg6, %60) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x5x5x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %62 = "stream.async.cast"(%61, %60, %60) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %63 = "hal.element_type"() <{type = i8}> : () -> i32
    %64 = "hal.encoding_type"() : () -> i32
    %65 = "arith.constant"() <{value = 3 : index}> : () -> index
    %66 = "arith.constant"() <{value = 3 : index}> : () -> index
    %67 = "arith.constant"() <{value = 4 : index}> : () -> index
    %68 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg7, %63, %64, %65, %66, %67, %68) <{message = "input7"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %69 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x4x2xi8>}> : () -> index
    %70 = "stream.tensor.import"(%arg7, %69) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x4x2xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %71 = "stream.async.cast"(%70, %69, %69) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %72 = "hal.element_type"() <{type = i32}> : () -> i32
    %73 = "hal.encoding_type"() : () -> i32
    %74 = "arith.constant"() <{value = 1 : index}> : () -> index
    %75 = "arith.constant"() <{value = 4 : index}> : () -> index
    %76 = "arith.constant"() <{value = 4 : index}> : () -> index
    %77 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg8, %72, %73, %74, %75, %76, %77) <{message = "input8"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %78 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x4x4x3xi32>}> : () -> index
    %79 = "stream.tensor.import"(%arg8, %78) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x4x4x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %80 = "stream.async.cast"(%79, %78, %78) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %81 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<9x3xf32>}> : () -> index
    %82 = "stream.tensor.clone"(%7, %5, %81) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<9x3xf32>, source_encoding = tensor<1x9x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %83 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x2xf32>}> : () -> index
    %84 = "stream.tensor.dispatch"(%82, %15, %81, %13, %83) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<9x3xf32>, tensor<3x3x2xf32>], result_encodings = [tensor<4x2xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %85 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x4x2xf32>}> : () -> index
    %86 = "stream.tensor.clone"(%84, %83, %85) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x4x2xf32>, source_encoding = tensor<4x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %87 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4x4x2xf32>}> : () -> index
    %88 = "stream.tensor.clone"(%25, %23, %87) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x4x4x2xf32>, source_encoding = tensor<1x3x4x4x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %89 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x3x3xf32>}> : () -> index
    %90 = "stream.tensor.dispatch"(%88, %35, %87, %33, %89) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>], result_encodings = [tensor<2x3x3x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %91 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x2x3x3x3xf32>}> : () -> index
    %92 = "stream.tensor.clone"(%90, %89, %91) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x2x3x3x3xf32>, source_encoding = tensor<2x3x3x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %93 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<7x7x2xf32>}> : () -> index
    %94 = "stream.tensor.clone"(%44, %42, %93) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<7x7x2xf32>, source_encoding = tensor<1x7x7x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %95 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x3xf32>}> : () -> index
    %96 = "stream.tensor.dispatch"(%94, %53, %93, %51, %95) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<7x7x2xf32>, tensor<3x3x3x2xf32>], result_encodings = [tensor<3x3x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %97 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3x3x3xf32>}> : () -> index
    %98 = "stream.tensor.clone"(%96, %95, %97) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x3x3x3xf32>, source_encoding = tensor<3x3x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %99 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<7x3xf32>}> : () -> index
    %100 = "stream.tensor.dispatch"(%15, %82, %13, %81, %99) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x3x2xf32>, tensor<9x3xf32>], result_encodings = [tensor<7x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %101 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x7x3xf32>}> : () -> index
    %102 = "stream.tensor.clone"(%100, %99, %101) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x7x3xf32>, source_encoding = tensor<7x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %103 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<5x5x4xi8>}> : () -> index
    %104 = "stream.tensor.clone"(%62, %60, %103) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<5x5x4xi8>, source_encoding = tensor<1x5x5x4xi8>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %105 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x2xi32>}> : () -> index
    %106 = "stream.tensor.dispatch"(%104, %71, %103, %69, %105) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<5x5x4xi8>, tensor<3x3x4x2xi8>], result_encodings = [tensor<3x3x2xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %107 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3x3x2xi32>}> : () -> index
    %108 = "stream.tensor.clone"(%106, %105, %107) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x3x3x2xi32>, source_encoding = tensor<3x3x2xi32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %109 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x3xf32>}> : () -> index
    %110 = "stream.tensor.dispatch"(%94, %93, %109) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<7x7x2xf32>], result_encodings = [tensor<2x3x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %111 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x2x3x3xf32>}> : () -> index
    %112 = "stream.tensor.clone"(%110, %109, %111) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x2x3x3xf32>, source_encoding = tensor<2x3x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %113 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x2xf32>}> : () -> index
    %114 = "stream.tensor.dispatch"(%94, %93, %113) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<7x7x2xf32>], result_encodings = [tensor<3x3x2xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %115 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3x3x2xf32>}> : () -> index
    %116 = "stream.tensor.clone"(%114, %113, %115) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x3x3x2xf32>, source_encoding = tensor<3x3x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %117 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4x3xi32>}> : () -> index
    %118 = "stream.tensor.clone"(%80, %78, %117) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4x4x3xi32>, source_encoding = tensor<1x4x4x3xi32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %119 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2x3xi32>}> : () -> index
    %120 = "stream.tensor.dispatch"(%118, %117, %119) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4x3xi32>], result_encodings = [tensor<2x2x3xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %121 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x2x2x3xi32>}> : () -> index
    %122 = "stream.tensor.clone"(%120, %119, %121) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x2x2x3xi32>, source_encoding = tensor<2x2x3xi32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %123 = "stream.async.cast"(%86, %85, %85) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %124 = "stream.tensor.export"(%123, %85) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %125 = "stream.async.cast"(%92, %91, %91) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %126 = "stream.tensor.export"(%125, %91) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %127 = "stream.async.cast"(%98, %97, %97) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %128 = "stream.tensor.export"(%127, %97) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %129 = "stream.async.cast"(%102, %101, %101) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %130 = "stream.tensor.export"(%129, %101) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x7x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %131 = "stream.async.cast"(%108, %107, %107) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %132 = "stream.tensor.export"(%131, %107) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %133 = "stream.async.cast"(%112, %111, %111) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %134 = "stream.tensor.export"(%133, %111) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %135 = "stream.async.cast"(%116, %115, %115) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %136 = "stream.tensor.export"(%135, %115) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %137 = "stream.async.cast"(%122, %121, %121) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %138 = "stream.tensor.export"(%137, %121) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%124, %126, %128, %130, %132, %134, %136, %138) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x9x3xf32>, %input1: tensor<3x3x2xf32>, %input2: tensor<1x3x4x4x2xf32>, %input3: tensor<2x2x2x2x3xf32>, %input4: tensor<1x7x7x2xf32>, %input5: tensor<3x3x3x2xf32>, %input6: tensor<1x5x5x4xi8>, %input7: tensor<3x3x4x2xi8>, %input8: tensor<1x4x4x3xi32>) -> (%output0: tensor<1x4x2xf32>, %output1: tensor<1x2x3x3x3xf32>, %output2: tensor<1x3x3x3xf32>, %output3: tensor<1x7x3xf32>, %output4: tensor<1x3x3x2xi32>, %output5: tensor<1x2x3x3xf32>, %output6: tensor<1x3x3x2xf32>, %output7: tensor<1x2x2x3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

