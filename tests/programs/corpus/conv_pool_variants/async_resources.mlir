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
      %163:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%163#0, %163#1, %163#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_4x2x3x3_f32"}> ({
      ^bb0(%arg62: !stream.binding, %arg63: !stream.binding, %arg64: !stream.binding):
        %151 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %152 = "arith.constant"() <{value = 0 : index}> : () -> index
        %153 = "stream.binding.subspan"(%arg62, %152) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %154 = "stream.binding.subspan"(%arg63, %152) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %155 = "stream.binding.subspan"(%arg64, %152) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %156 = "iree_tensor_ext.dispatch.tensor.load"(%153) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %157 = "iree_tensor_ext.dispatch.tensor.load"(%154) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %158 = "tensor.empty"() : () -> tensor<4x2xf32>
        %159 = "linalg.fill"(%151, %158) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg68: f32, %arg69: f32):
          "linalg.yield"(%arg68) : (f32) -> ()
        }) : (f32, tensor<4x2xf32>) -> tensor<4x2xf32>
        %160 = "linalg.generic"(%156, %157, %159) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
          %161 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %162 = "arith.addf"(%arg67, %161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%162) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%160, %155) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32, sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32", sym_visibility = "public"}> ({
      %150:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%150#0, %150#1, %150#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32"}> ({
      ^bb0(%arg54: !stream.binding, %arg55: !stream.binding, %arg56: !stream.binding):
        %138 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %139 = "arith.constant"() <{value = 0 : index}> : () -> index
        %140 = "stream.binding.subspan"(%arg54, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %141 = "stream.binding.subspan"(%arg55, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %142 = "stream.binding.subspan"(%arg56, %139) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %143 = "iree_tensor_ext.dispatch.tensor.load"(%140) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 4, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>) -> tensor<3x4x4x2xf32>
        %144 = "iree_tensor_ext.dispatch.tensor.load"(%141) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 2, 2, 3>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>) -> tensor<2x2x2x2x3xf32>
        %145 = "tensor.empty"() : () -> tensor<2x3x3x3xf32>
        %146 = "linalg.fill"(%138, %145) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg60: f32, %arg61: f32):
          "linalg.yield"(%arg60) : (f32) -> ()
        }) : (f32, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        %147 = "linalg.generic"(%143, %144, %146) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
          %148 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %149 = "arith.addf"(%arg59, %148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%149) : (f32) -> ()
        }) : (tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%147, %142) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 3, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>) -> ()
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
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32"}> ({
      ^bb0(%arg46: !stream.binding, %arg47: !stream.binding, %arg48: !stream.binding):
        %125 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %126 = "arith.constant"() <{value = 0 : index}> : () -> index
        %127 = "stream.binding.subspan"(%arg46, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %128 = "stream.binding.subspan"(%arg47, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %129 = "stream.binding.subspan"(%arg48, %126) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %130 = "iree_tensor_ext.dispatch.tensor.load"(%127) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %131 = "iree_tensor_ext.dispatch.tensor.load"(%128) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 3, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>) -> tensor<3x3x3x2xf32>
        %132 = "tensor.empty"() : () -> tensor<3x3x3xf32>
        %133 = "linalg.fill"(%125, %132) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg52: f32, %arg53: f32):
          "linalg.yield"(%arg52) : (f32) -> ()
        }) : (f32, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        %134 = "linalg.generic"(%130, %131, %133) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
          %135 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %136 = "arith.addf"(%arg51, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
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
      %124:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%124#0, %124#1, %124#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_conv_7x3x3_f32"}> ({
      ^bb0(%arg38: !stream.binding, %arg39: !stream.binding, %arg40: !stream.binding):
        %112 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %113 = "arith.constant"() <{value = 0 : index}> : () -> index
        %114 = "stream.binding.subspan"(%arg38, %113) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %115 = "stream.binding.subspan"(%arg39, %113) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %116 = "stream.binding.subspan"(%arg40, %113) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %117 = "iree_tensor_ext.dispatch.tensor.load"(%115) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %118 = "tensor.empty"() : () -> tensor<7x3xf32>
        %119 = "iree_tensor_ext.dispatch.tensor.load"(%114) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 1>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3xf32>
        %120 = "linalg.fill"(%112, %118) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg44: f32, %arg45: f32):
          "linalg.yield"(%arg44) : (f32) -> ()
        }) : (f32, tensor<7x3xf32>) -> tensor<7x3xf32>
        %121 = "linalg.generic"(%117, %119, %120) <{indexing_maps = [#map9, #map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
          %122 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %123 = "arith.addf"(%arg43, %122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%123) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%121, %116) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 3>, static_strides = array<i64: 1, 1>}> : (tensor<7x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32, sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32", sym_visibility = "public"}> ({
      %111:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%111#0, %111#1, %111#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding, %arg32: !stream.binding):
        %97 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %98 = "arith.constant"() <{value = 0 : index}> : () -> index
        %99 = "stream.binding.subspan"(%arg30, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %100 = "stream.binding.subspan"(%arg31, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %101 = "stream.binding.subspan"(%arg32, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %102 = "iree_tensor_ext.dispatch.tensor.load"(%99) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 5, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>) -> tensor<5x5x4xi8>
        %103 = "iree_tensor_ext.dispatch.tensor.load"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>) -> tensor<3x3x4x2xi8>
        %104 = "tensor.empty"() : () -> tensor<3x3x2xi32>
        %105 = "linalg.fill"(%97, %104) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg36: i32, %arg37: i32):
          "linalg.yield"(%arg36) : (i32) -> ()
        }) : (i32, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        %106 = "linalg.generic"(%102, %103, %105) <{indexing_maps = [#map12, #map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg33: i8, %arg34: i8, %arg35: i32):
          %107 = "arith.extsi"(%arg33) : (i8) -> i32
          %108 = "arith.extsi"(%arg34) : (i8) -> i32
          %109 = "arith.muli"(%107, %108) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %110 = "arith.addi"(%arg35, %109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%110) : (i32) -> ()
        }) : (tensor<5x5x4xi8>, tensor<3x3x4x2xi8>, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%106, %101) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x3x3x3x3_f32, sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32", sym_visibility = "public"}> ({
      %96:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%96#0, %96#1, %96#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %86 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %87 = "arith.constant"() <{value = 0 : index}> : () -> index
        %88 = "stream.binding.subspan"(%arg23, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %89 = "stream.binding.subspan"(%arg24, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %90 = "iree_tensor_ext.dispatch.tensor.load"(%88) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %91 = "tensor.empty"() : () -> tensor<2x3x3xf32>
        %92 = "tensor.empty"() : () -> tensor<3x3xf32>
        %93 = "linalg.fill"(%86, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          "linalg.yield"(%arg28) : (f32) -> ()
        }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %94 = "linalg.generic"(%90, %92, %93) <{indexing_maps = [#map14, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
          %95 = "arith.maximumf"(%arg27, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%95) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%94, %89) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_3x3x2x2x2_f32, sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32", sym_visibility = "public"}> ({
      %85:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%85#0, %85#1, %85#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %75 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %76 = "arith.constant"() <{value = 0 : index}> : () -> index
        %77 = "stream.binding.subspan"(%arg16, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %78 = "stream.binding.subspan"(%arg17, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %79 = "iree_tensor_ext.dispatch.tensor.load"(%77) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %80 = "tensor.empty"() : () -> tensor<3x3x2xf32>
        %81 = "tensor.empty"() : () -> tensor<2x2xf32>
        %82 = "linalg.fill"(%75, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          "linalg.yield"(%arg21) : (f32) -> ()
        }) : (f32, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        %83 = "linalg.generic"(%79, %81, %82) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %84 = "arith.minimumf"(%arg20, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%84) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<2x2xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %78) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_conv_2x2x3x2x2_i32, sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %64 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
        %65 = "arith.constant"() <{value = 0 : index}> : () -> index
        %66 = "stream.binding.subspan"(%arg9, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %67 = "stream.binding.subspan"(%arg10, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>) -> tensor<4x4x3xi32>
        %69 = "tensor.empty"() : () -> tensor<2x2x3xi32>
        %70 = "tensor.empty"() : () -> tensor<2x2xi32>
        %71 = "linalg.fill"(%64, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: i32, %arg15: i32):
          "linalg.yield"(%arg14) : (i32) -> ()
        }) : (i32, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        %72 = "linalg.generic"(%68, %70, %71) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: i32, %arg12: i32, %arg13: i32):
          %73 = "arith.maxsi"(%arg13, %arg11) : (i32, i32) -> i32
          "linalg.yield"(%73) : (i32) -> ()
        }) : (tensor<4x4x3xi32>, tensor<2x2xi32>, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%72, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 48 : index}> : () -> index
    %1 = "arith.constant"() <{value = 84 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 216 : index}> : () -> index
    %6 = "arith.constant"() <{value = 392 : index}> : () -> index
    %7 = "arith.constant"() <{value = 192 : index}> : () -> index
    %8 = "arith.constant"() <{value = 384 : index}> : () -> index
    %9 = "arith.constant"() <{value = 72 : index}> : () -> index
    %10 = "arith.constant"() <{value = 108 : index}> : () -> index
    %11 = "arith.constant"() <{value = 5 : index}> : () -> index
    %12 = "arith.constant"() <{value = 7 : index}> : () -> index
    %13 = "arith.constant"() <{value = 4 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "arith.constant"() <{value = 9 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "hal.element_type"() <{type = f32}> : () -> i32
    %19 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %18, %19, %17, %16, %15) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %20 = "stream.tensor.import"(%arg0, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x9x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21 = "stream.async.cast"(%20, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %18, %19, %15, %15, %14) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %22 = "stream.tensor.import"(%arg1, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %23 = "stream.async.cast"(%22, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg2, %18, %19, %17, %15, %13, %13, %14) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %24 = "stream.tensor.import"(%arg2, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x3x4x4x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %25 = "stream.async.cast"(%24, %8, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg3, %18, %19, %14, %14, %14, %14, %15) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %26 = "stream.tensor.import"(%arg3, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x2x2x2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %27 = "stream.async.cast"(%26, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg4, %18, %19, %17, %12, %12, %14) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %28 = "stream.tensor.import"(%arg4, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x7x7x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %29 = "stream.async.cast"(%28, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg5, %18, %19, %15, %15, %15, %14) <{message = "input5"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %30 = "stream.tensor.import"(%arg5, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %31 = "stream.async.cast"(%30, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %32 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg6, %32, %19, %17, %11, %11, %13) <{message = "input6"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %33 = "stream.tensor.import"(%arg6, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x5x5x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %34 = "stream.async.cast"(%33, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg7, %32, %19, %15, %15, %13, %14) <{message = "input7"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %35 = "stream.tensor.import"(%arg7, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x4x2xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %36 = "stream.async.cast"(%35, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %37 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg8, %37, %19, %17, %13, %13, %15) <{message = "input8"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %38 = "stream.tensor.import"(%arg8, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x4x4x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %39 = "stream.async.cast"(%38, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %40 = "stream.async.dispatch"(%21, %23, %10, %9, %2, %2, %10, %9, %10, %9, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %41 = "stream.async.dispatch"(%25, %27, %8, %7, %2, %2, %8, %7, %8, %7, %5) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %42 = "stream.async.dispatch"(%29, %31, %6, %5, %2, %2, %6, %5, %6, %5, %10) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %43 = "stream.async.dispatch"(%23, %21, %9, %10, %2, %2, %9, %10, %9, %10, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %44 = "stream.async.dispatch"(%34, %36, %4, %9, %2, %2, %4, %9, %4, %9, %9) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %45 = "stream.async.dispatch"(%29, %6, %2, %6, %6, %9) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %46 = "stream.async.dispatch"(%29, %6, %2, %6, %6, %9) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %47 = "stream.async.dispatch"(%39, %7, %2, %7, %7, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %48 = "stream.async.cast"(%40, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %49 = "stream.tensor.export"(%48, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %50 = "stream.async.cast"(%41, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %51 = "stream.tensor.export"(%50, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %52 = "stream.async.cast"(%42, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %53 = "stream.tensor.export"(%52, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %54 = "stream.async.cast"(%43, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %55 = "stream.tensor.export"(%54, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x7x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %56 = "stream.async.cast"(%44, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %57 = "stream.tensor.export"(%56, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %58 = "stream.async.cast"(%45, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %59 = "stream.tensor.export"(%58, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %60 = "stream.async.cast"(%46, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %61 = "stream.tensor.export"(%60, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %62 = "stream.async.cast"(%47, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %63 = "stream.tensor.export"(%62, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%49, %51, %53, %55, %57, %59, %61, %63) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x9x3xf32>, %input1: tensor<3x3x2xf32>, %input2: tensor<1x3x4x4x2xf32>, %input3: tensor<2x2x2x2x3xf32>, %input4: tensor<1x7x7x2xf32>, %input5: tensor<3x3x3x2xf32>, %input6: tensor<1x5x5x4xi8>, %input7: tensor<3x3x4x2xi8>, %input8: tensor<1x4x4x3xi32>) -> (%output0: tensor<1x4x2xf32>, %output1: tensor<1x2x3x3x3xf32>, %output2: tensor<1x3x3x3xf32>, %output3: tensor<1x7x3xf32>, %output4: tensor<1x3x3x2xi32>, %output5: tensor<1x2x3x3xf32>, %output6: tensor<1x3x3x2xf32>, %output7: tensor<1x2x2x3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

