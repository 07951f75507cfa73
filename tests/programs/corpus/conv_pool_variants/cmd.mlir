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
      %157:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%157#0, %157#1, %157#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_4x2x3x3_f32"}> ({
      ^bb0(%arg72: !stream.binding, %arg73: !stream.binding, %arg74: !stream.binding):
        %145 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %146 = "arith.constant"() <{value = 0 : index}> : () -> index
        %147 = "stream.binding.subspan"(%arg72, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %148 = "stream.binding.subspan"(%arg73, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %149 = "stream.binding.subspan"(%arg74, %146) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %150 = "iree_tensor_ext.dispatch.tensor.load"(%147) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %151 = "iree_tensor_ext.dispatch.tensor.load"(%148) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %152 = "tensor.empty"() : () -> tensor<4x2xf32>
        %153 = "linalg.fill"(%145, %152) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg78: f32, %arg79: f32):
          "linalg.yield"(%arg78) : (f32) -> ()
        }) : (f32, tensor<4x2xf32>) -> tensor<4x2xf32>
        %154 = "linalg.generic"(%150, %151, %153) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
          %155 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %156 = "arith.addf"(%arg77, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%156) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%154, %149) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32, sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32", sym_visibility = "public"}> ({
      %144:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%144#0, %144#1, %144#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32"}> ({
      ^bb0(%arg64: !stream.binding, %arg65: !stream.binding, %arg66: !stream.binding):
        %132 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %133 = "arith.constant"() <{value = 0 : index}> : () -> index
        %134 = "stream.binding.subspan"(%arg64, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %135 = "stream.binding.subspan"(%arg65, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %136 = "stream.binding.subspan"(%arg66, %133) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %137 = "iree_tensor_ext.dispatch.tensor.load"(%134) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 4, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>) -> tensor<3x4x4x2xf32>
        %138 = "iree_tensor_ext.dispatch.tensor.load"(%135) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 2, 2, 3>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>) -> tensor<2x2x2x2x3xf32>
        %139 = "tensor.empty"() : () -> tensor<2x3x3x3xf32>
        %140 = "linalg.fill"(%132, %139) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg70: f32, %arg71: f32):
          "linalg.yield"(%arg70) : (f32) -> ()
        }) : (f32, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        %141 = "linalg.generic"(%137, %138, %140) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
          %142 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %143 = "arith.addf"(%arg69, %142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%143) : (f32) -> ()
        }) : (tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%141, %136) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 3, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_conv_3x3x3x3x3x2_f32, sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32", sym_visibility = "public"}> ({
      %131:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%131#0, %131#1, %131#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32"}> ({
      ^bb0(%arg56: !stream.binding, %arg57: !stream.binding, %arg58: !stream.binding):
        %119 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %120 = "arith.constant"() <{value = 0 : index}> : () -> index
        %121 = "stream.binding.subspan"(%arg56, %120) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %122 = "stream.binding.subspan"(%arg57, %120) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %123 = "stream.binding.subspan"(%arg58, %120) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %124 = "iree_tensor_ext.dispatch.tensor.load"(%121) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %125 = "iree_tensor_ext.dispatch.tensor.load"(%122) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 3, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>) -> tensor<3x3x3x2xf32>
        %126 = "tensor.empty"() : () -> tensor<3x3x3xf32>
        %127 = "linalg.fill"(%119, %126) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg62: f32, %arg63: f32):
          "linalg.yield"(%arg62) : (f32) -> ()
        }) : (f32, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        %128 = "linalg.generic"(%124, %125, %127) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
          %129 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %130 = "arith.addf"(%arg61, %129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%130) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%128, %123) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_conv_7x3x3_f32, sym_name = "main_dispatch_3_conv_7x3x3_f32", sym_visibility = "public"}> ({
      %118:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%118#0, %118#1, %118#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_conv_7x3x3_f32"}> ({
      ^bb0(%arg48: !stream.binding, %arg49: !stream.binding, %arg50: !stream.binding):
        %106 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %107 = "arith.constant"() <{value = 0 : index}> : () -> index
        %108 = "stream.binding.subspan"(%arg48, %107) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %109 = "stream.binding.subspan"(%arg49, %107) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %110 = "stream.binding.subspan"(%arg50, %107) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %111 = "iree_tensor_ext.dispatch.tensor.load"(%109) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %112 = "tensor.empty"() : () -> tensor<7x3xf32>
        %113 = "iree_tensor_ext.dispatch.tensor.load"(%108) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 1>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3xf32>
        %114 = "linalg.fill"(%106, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg54: f32, %arg55: f32):
          "linalg.yield"(%arg54) : (f32) -> ()
        }) : (f32, tensor<7x3xf32>) -> tensor<7x3xf32>
        %115 = "linalg.generic"(%111, %113, %114) <{indexing_maps = [#map9, #map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
          %116 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %117 = "arith.addf"(%arg53, %116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%117) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%115, %110) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 3>, static_strides = array<i64: 1, 1>}> : (tensor<7x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32, sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32", sym_visibility = "public"}> ({
      %105:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%105#0, %105#1, %105#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32"}> ({
      ^bb0(%arg40: !stream.binding, %arg41: !stream.binding, %arg42: !stream.binding):
        %91 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %92 = "arith.constant"() <{value = 0 : index}> : () -> index
        %93 = "stream.binding.subspan"(%arg40, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %94 = "stream.binding.subspan"(%arg41, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %95 = "stream.binding.subspan"(%arg42, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %96 = "iree_tensor_ext.dispatch.tensor.load"(%93) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 5, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>) -> tensor<5x5x4xi8>
        %97 = "iree_tensor_ext.dispatch.tensor.load"(%94) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>) -> tensor<3x3x4x2xi8>
        %98 = "tensor.empty"() : () -> tensor<3x3x2xi32>
        %99 = "linalg.fill"(%91, %98) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg46: i32, %arg47: i32):
          "linalg.yield"(%arg46) : (i32) -> ()
        }) : (i32, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        %100 = "linalg.generic"(%96, %97, %99) <{indexing_maps = [#map12, #map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg43: i8, %arg44: i8, %arg45: i32):
          %101 = "arith.extsi"(%arg43) : (i8) -> i32
          %102 = "arith.extsi"(%arg44) : (i8) -> i32
          %103 = "arith.muli"(%101, %102) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %104 = "arith.addi"(%arg45, %103) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%104) : (i32) -> ()
        }) : (tensor<5x5x4xi8>, tensor<3x3x4x2xi8>, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%100, %95) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x3x3x3x3_f32, sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32"}> ({
      ^bb0(%arg33: !stream.binding, %arg34: !stream.binding):
        %80 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %81 = "arith.constant"() <{value = 0 : index}> : () -> index
        %82 = "stream.binding.subspan"(%arg33, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %83 = "stream.binding.subspan"(%arg34, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %84 = "iree_tensor_ext.dispatch.tensor.load"(%82) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %85 = "tensor.empty"() : () -> tensor<2x3x3xf32>
        %86 = "tensor.empty"() : () -> tensor<3x3xf32>
        %87 = "linalg.fill"(%80, %85) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg38: f32, %arg39: f32):
          "linalg.yield"(%arg38) : (f32) -> ()
        }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %88 = "linalg.generic"(%84, %86, %87) <{indexing_maps = [#map14, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
          %89 = "arith.maximumf"(%arg37, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%89) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%88, %83) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_3x3x2x2x2_f32, sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %69 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg26, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %72 = "stream.binding.subspan"(%arg27, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %73 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %74 = "tensor.empty"() : () -> tensor<3x3x2xf32>
        %75 = "tensor.empty"() : () -> tensor<2x2xf32>
        %76 = "linalg.fill"(%69, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32):
          "linalg.yield"(%arg31) : (f32) -> ()
        }) : (f32, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        %77 = "linalg.generic"(%73, %75, %76) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
          %78 = "arith.minimumf"(%arg30, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%78) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<2x2xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%77, %72) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_conv_2x2x3x2x2_i32, sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32", sym_visibility = "public"}> ({
      %68:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%68#0, %68#1, %68#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %58 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
        %59 = "arith.constant"() <{value = 0 : index}> : () -> index
        %60 = "stream.binding.subspan"(%arg19, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %61 = "stream.binding.subspan"(%arg20, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>) -> tensor<4x4x3xi32>
        %63 = "tensor.empty"() : () -> tensor<2x2x3xi32>
        %64 = "tensor.empty"() : () -> tensor<2x2xi32>
        %65 = "linalg.fill"(%58, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: i32, %arg25: i32):
          "linalg.yield"(%arg24) : (i32) -> ()
        }) : (i32, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        %66 = "linalg.generic"(%62, %64, %65) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
          %67 = "arith.maxsi"(%arg23, %arg21) : (i32, i32) -> i32
          "linalg.yield"(%67) : (i32) -> ()
        }) : (tensor<4x4x3xi32>, tensor<2x2xi32>, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>) -> ()
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
        "stream.cmd.dispatch"(%arg9, %arg10, %arg18, %18, %17, %1, %0, %0, %0, %18, %17, %11) <{entry_points = [@main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg11, %arg12, %arg18, %16, %15, %1, %0, %0, %8, %16, %15, %13) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg13, %arg14, %arg18, %14, %13, %1, %0, %0, %7, %14, %13, %18) <{entry_points = [@main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg10, %arg9, %arg18, %17, %18, %1, %0, %0, %6, %17, %18, %10) <{entry_points = [@main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg15, %arg16, %arg18, %12, %17, %1, %0, %0, %5, %12, %17, %17) <{entry_points = [@main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg13, %arg18, %14, %1, %0, %4, %14, %17) <{entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg13, %arg18, %14, %1, %0, %3, %14, %17) <{entry_points = [@main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg17, %arg18, %15, %1, %0, %2, %15, %9) <{entry_points = [@main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
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

