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
      %164:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%164#0, %164#1, %164#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_4x2x3x3_f32"}> ({
      ^bb0(%arg72: !stream.binding, %arg73: !stream.binding, %arg74: !stream.binding):
        %152 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %153 = "arith.constant"() <{value = 0 : index}> : () -> index
        %154 = "stream.binding.subspan"(%arg72, %153) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %155 = "stream.binding.subspan"(%arg73, %153) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %156 = "stream.binding.subspan"(%arg74, %153) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %157 = "iree_tensor_ext.dispatch.tensor.load"(%154) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %158 = "iree_tensor_ext.dispatch.tensor.load"(%155) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %159 = "tensor.empty"() : () -> tensor<4x2xf32>
        %160 = "linalg.fill"(%152, %159) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg78: f32, %arg79: f32):
          "linalg.yield"(%arg78) : (f32) -> ()
        }) : (f32, tensor<4x2xf32>) -> tensor<4x2xf32>
        %161 = "linalg.generic"(%157, %158, %160) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
          %162 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %163 = "arith.addf"(%arg77, %162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%163) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%161, %156) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32, sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32", sym_visibility = "public"}> ({
      %151:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%151#0, %151#1, %151#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32"}> ({
      ^bb0(%arg64: !stream.binding, %arg65: !stream.binding, %arg66: !stream.binding):
        %138 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %139 = "arith.constant"() <{value = 0 : index}> : () -> index
        %140 = "arith.constant"() <{value = 64 : index}> : () -> index
        %141 = "stream.binding.subspan"(%arg64, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %142 = "stream.binding.subspan"(%arg65, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %143 = "stream.binding.subspan"(%arg66, %140) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %144 = "iree_tensor_ext.dispatch.tensor.load"(%141) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 4, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>) -> tensor<3x4x4x2xf32>
        %145 = "iree_tensor_ext.dispatch.tensor.load"(%142) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 2, 2, 3>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>) -> tensor<2x2x2x2x3xf32>
        %146 = "tensor.empty"() : () -> tensor<2x3x3x3xf32>
        %147 = "linalg.fill"(%138, %146) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg70: f32, %arg71: f32):
          "linalg.yield"(%arg70) : (f32) -> ()
        }) : (f32, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        %148 = "linalg.generic"(%144, %145, %147) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
          %149 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %150 = "arith.addf"(%arg69, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%150) : (f32) -> ()
        }) : (tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%148, %143) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 3, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_conv_3x3x3x3x3x2_f32, sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32", sym_visibility = "public"}> ({
      %137:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%137#0, %137#1, %137#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32"}> ({
      ^bb0(%arg56: !stream.binding, %arg57: !stream.binding, %arg58: !stream.binding):
        %124 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %125 = "arith.constant"() <{value = 0 : index}> : () -> index
        %126 = "arith.constant"() <{value = 320 : index}> : () -> index
        %127 = "stream.binding.subspan"(%arg56, %125) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %128 = "stream.binding.subspan"(%arg57, %125) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %129 = "stream.binding.subspan"(%arg58, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %130 = "iree_tensor_ext.dispatch.tensor.load"(%127) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %131 = "iree_tensor_ext.dispatch.tensor.load"(%128) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 3, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>) -> tensor<3x3x3x2xf32>
        %132 = "tensor.empty"() : () -> tensor<3x3x3xf32>
        %133 = "linalg.fill"(%124, %132) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg62: f32, %arg63: f32):
          "linalg.yield"(%arg62) : (f32) -> ()
        }) : (f32, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        %134 = "linalg.generic"(%130, %131, %133) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
          %135 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %136 = "arith.addf"(%arg61, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%136) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%134, %129) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_conv_7x3x3_f32, sym_name = "main_dispatch_3_conv_7x3x3_f32", sym_visibility = "public"}> ({
      %123:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%123#0, %123#1, %123#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_conv_7x3x3_f32"}> ({
      ^bb0(%arg48: !stream.binding, %arg49: !stream.binding, %arg50: !stream.binding):
        %110 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %111 = "arith.constant"() <{value = 0 : index}> : () -> index
        %112 = "arith.constant"() <{value = 448 : index}> : () -> index
        %113 = "stream.binding.subspan"(%arg48, %111) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %114 = "stream.binding.subspan"(%arg49, %111) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %115 = "stream.binding.subspan"(%arg50, %112) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %116 = "iree_tensor_ext.dispatch.tensor.load"(%114) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %117 = "tensor.empty"() : () -> tensor<7x3xf32>
        %118 = "iree_tensor_ext.dispatch.tensor.load"(%113) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 1>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3xf32>
        %119 = "linalg.fill"(%110, %117) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg54: f32, %arg55: f32):
          "linalg.yield"(%arg54) : (f32) -> ()
        }) : (f32, tensor<7x3xf32>) -> tensor<7x3xf32>
        %120 = "linalg.generic"(%116, %118, %119) <{indexing_maps = [#map9, #map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
          %121 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %122 = "arith.addf"(%arg53, %121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%122) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%120, %115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 3>, static_strides = array<i64: 1, 1>}> : (tensor<7x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32, sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32", sym_visibility = "public"}> ({
      %109:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%109#0, %109#1, %109#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32"}> ({
      ^bb0(%arg40: !stream.binding, %arg41: !stream.binding, %arg42: !stream.binding):
        %94 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %95 = "arith.constant"() <{value = 0 : index}> : () -> index
        %96 = "arith.constant"() <{value = 576 : index}> : () -> index
        %97 = "stream.binding.subspan"(%arg40, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %98 = "stream.binding.subspan"(%arg41, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %99 = "stream.binding.subspan"(%arg42, %96) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %100 = "iree_tensor_ext.dispatch.tensor.load"(%97) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 5, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>) -> tensor<5x5x4xi8>
        %101 = "iree_tensor_ext.dispatch.tensor.load"(%98) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>) -> tensor<3x3x4x2xi8>
        %102 = "tensor.empty"() : () -> tensor<3x3x2xi32>
        %103 = "linalg.fill"(%94, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg46: i32, %arg47: i32):
          "linalg.yield"(%arg46) : (i32) -> ()
        }) : (i32, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        %104 = "linalg.generic"(%100, %101, %103) <{indexing_maps = [#map12, #map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg43: i8, %arg44: i8, %arg45: i32):
          %105 = "arith.extsi"(%arg43) : (i8) -> i32
          %106 = "arith.extsi"(%arg44) : (i8) -> i32
          %107 = "arith.muli"(%105, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %108 = "arith.addi"(%arg45, %107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%108) : (i32) -> ()
        }) : (tensor<5x5x4xi8>, tensor<3x3x4x2xi8>, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%104, %99) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x3x3x3x3_f32, sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32", sym_visibility = "public"}> ({
      %93:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%93#0, %93#1, %93#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32"}> ({
      ^bb0(%arg33: !stream.binding, %arg34: !stream.binding):
        %82 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %83 = "arith.constant"() <{value = 0 : index}> : () -> index
        %84 = "arith.constant"() <{value = 704 : index}> : () -> index
        %85 = "stream.binding.subspan"(%arg33, %83) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %86 = "stream.binding.subspan"(%arg34, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %88 = "tensor.empty"() : () -> tensor<2x3x3xf32>
        %89 = "tensor.empty"() : () -> tensor<3x3xf32>
        %90 = "linalg.fill"(%82, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg38: f32, %arg39: f32):
          "linalg.yield"(%arg38) : (f32) -> ()
        }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %91 = "linalg.generic"(%87, %89, %90) <{indexing_maps = [#map14, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
          %92 = "arith.maximumf"(%arg37, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%92) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%91, %86) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_3x3x2x2x2_f32, sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32", sym_visibility = "public"}> ({
      %81:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%81#0, %81#1, %81#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %70 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %71 = "arith.constant"() <{value = 0 : index}> : () -> index
        %72 = "arith.constant"() <{value = 832 : index}> : () -> index
        %73 = "stream.binding.subspan"(%arg26, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %74 = "stream.binding.subspan"(%arg27, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %75 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %76 = "tensor.empty"() : () -> tensor<3x3x2xf32>
        %77 = "tensor.empty"() : () -> tensor<2x2xf32>
        %78 = "linalg.fill"(%70, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32):
          "linalg.yield"(%arg31) : (f32) -> ()
        }) : (f32, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        %79 = "linalg.generic"(%75, %77, %78) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
          %80 = "arith.minimumf"(%arg30, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%80) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<2x2xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%79, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_conv_2x2x3x2x2_i32, sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %58 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
        %59 = "arith.constant"() <{value = 0 : index}> : () -> index
        %60 = "arith.constant"() <{value = 960 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg19, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %62 = "stream.binding.subspan"(%arg20, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>) -> tensor<4x4x3xi32>
        %64 = "tensor.empty"() : () -> tensor<2x2x3xi32>
        %65 = "tensor.empty"() : () -> tensor<2x2xi32>
        %66 = "linalg.fill"(%58, %64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: i32, %arg25: i32):
          "linalg.yield"(%arg24) : (i32) -> ()
        }) : (i32, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        %67 = "linalg.generic"(%63, %65, %66) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
          %68 = "arith.maxsi"(%arg23, %arg21) : (i32, i32) -> i32
          "linalg.yield"(%68) : (i32) -> ()
        }) : (tensor<4x4x3xi32>, tensor<2x2xi32>, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%67, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %2 = "arith.constant"() <{value = 960 : index}> : () -> index
    %3 = "arith.constant"() <{value = 832 : index}> : () -> index
    %4 = "arith.constant"() <{value = 704 : index}> : () -> index
    %5 = "arith.constant"() <{value = 576 : index}> : () -> index
    %6 = "arith.constant"() <{value = 448 : index}> : () -> index
    %7 = "arith.constant"() <{value = 320 : index}> : () -> index
    %8 = "arith.constant"() <{value = 64 : index}> : () -> index
    %9 = "arith.constant"() <{value = 48 : index}> : () -> index
    %10 = "arith.constant"() <{value = 84 : index}> : () -> index
    %11 = "arith.constant"() <{value = 32 : index}> : () -> index
    %12 = "arith.constant"() <{value = 100 : index}> : () -> index
    %13 = "arith.constant"() <{value = 216 : index}> : () -> index
    %14 = "arith.constant"() <{value = 392 : index}> : () -> index
    %15 = "arith.constant"() <{value = 192 : index}> : () -> index
    %16 = "arith.constant"() <{value = 384 : index}> : () -> index
    %17 = "arith.constant"() <{value = 72 : index}> : () -> index
    %18 = "arith.constant"() <{value = 108 : index}> : () -> index
    %19 = "arith.constant"() <{value = 5 : index}> : () -> index
    %20 = "arith.constant"() <{value = 7 : index}> : () -> index
    %21 = "arith.constant"() <{value = 4 : index}> : () -> index
    %22 = "arith.constant"() <{value = 2 : index}> : () -> index
    %23 = "arith.constant"() <{value = 3 : index}> : () -> index
    %24 = "arith.constant"() <{value = 9 : index}> : () -> index
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26 = "hal.element_type"() <{type = f32}> : () -> i32
    %27 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %26, %27, %25, %24, %23) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %28 = "stream.tensor.import"(%arg0, %18) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x9x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %26, %27, %23, %23, %22) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %29 = "stream.tensor.import"(%arg1, %17) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %26, %27, %25, %23, %21, %21, %22) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %30 = "stream.tensor.import"(%arg2, %16) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x3x4x4x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %26, %27, %22, %22, %22, %22, %23) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %31 = "stream.tensor.import"(%arg3, %15) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x2x2x2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg4, %26, %27, %25, %20, %20, %22) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %32 = "stream.tensor.import"(%arg4, %14) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x7x7x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg5, %26, %27, %23, %23, %23, %22) <{message = "input5"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %33 = "stream.tensor.import"(%arg5, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %34 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg6, %34, %27, %25, %19, %19, %21) <{message = "input6"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %35 = "stream.tensor.import"(%arg6, %12) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x5x5x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg7, %34, %27, %23, %23, %21, %22) <{message = "input7"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %36 = "stream.tensor.import"(%arg7, %17) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x4x2xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %37 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg8, %37, %27, %25, %21, %21, %23) <{message = "input8"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %38 = "stream.tensor.import"(%arg8, %15) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x4x4x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %39:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %40 = "stream.cmd.execute"(%28, %29, %30, %31, %32, %33, %35, %36, %38, %39#0, %18, %17, %16, %15, %14, %13, %12, %17, %15, %1, %39#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 10, 10, 1>}> ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<external>, %arg12: !stream.resource<external>, %arg13: !stream.resource<external>, %arg14: !stream.resource<external>, %arg15: !stream.resource<external>, %arg16: !stream.resource<external>, %arg17: !stream.resource<external>, %arg18: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg9, %arg10, %arg18, %18, %17, %1, %0, %0, %0, %18, %17, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg11, %arg12, %arg18, %16, %15, %1, %0, %0, %0, %16, %15, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg13, %arg14, %arg18, %14, %13, %1, %0, %0, %0, %14, %13, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg10, %arg9, %arg18, %17, %18, %1, %0, %0, %0, %17, %18, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg15, %arg16, %arg18, %12, %17, %1, %0, %0, %0, %12, %17, %1) <{entry_points = [@main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg13, %arg18, %14, %1, %0, %0, %14, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg13, %arg18, %14, %1, %0, %0, %14, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg17, %arg18, %15, %1, %0, %0, %15, %1) <{entry_points = [@main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %41 = "stream.timepoint.await"(%39#0, %1, %40) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %42 = "stream.resource.subview"(%41, %1, %0, %11) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %43 = "stream.resource.subview"(%41, %1, %8, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %44 = "stream.resource.subview"(%41, %1, %7, %18) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %45 = "stream.resource.subview"(%41, %1, %6, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %46 = "stream.resource.subview"(%41, %1, %5, %17) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %47 = "stream.resource.subview"(%41, %1, %4, %17) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %48 = "stream.resource.subview"(%41, %1, %3, %17) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %49 = "stream.resource.subview"(%41, %1, %2, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %50 = "stream.tensor.export"(%42, %11) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %51 = "stream.tensor.export"(%43, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %52 = "stream.tensor.export"(%44, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %53 = "stream.tensor.export"(%45, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x7x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %54 = "stream.tensor.export"(%46, %17) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %55 = "stream.tensor.export"(%47, %17) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %56 = "stream.tensor.export"(%48, %17) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %57 = "stream.tensor.export"(%49, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%50, %51, %52, %53, %54, %55, %56, %57) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x9x3xf32>, %input1: tensor<3x3x2xf32>, %input2: tensor<1x3x4x4x2xf32>, %input3: tensor<2x2x2x2x3xf32>, %input4: tensor<1x7x7x2xf32>, %input5: tensor<3x3x3x2xf32>, %input6: tensor<1x5x5x4xi8>, %input7: tensor<3x3x4x2xi8>, %input8: tensor<1x4x4x3xi32>) -> (%output0: tensor<1x4x2xf32>, %output1: tensor<1x2x3x3x3xf32>, %output2: tensor<1x3x3x3xf32>, %output3: tensor<1x7x3xf32>, %output4: tensor<1x3x3x2xi32>, %output5: tensor<1x2x3x3xf32>, %output6: tensor<1x3x3x2xf32>, %output7: tensor<1x2x2x3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

