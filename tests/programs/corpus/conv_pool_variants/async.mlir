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
      %149:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%149#0, %149#1, %149#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_4x2x3x3_f32"}> ({
      ^bb0(%arg80: !stream.binding, %arg81: !stream.binding, %arg82: !stream.binding):
        %137 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %138 = "arith.constant"() <{value = 0 : index}> : () -> index
        %139 = "stream.binding.subspan"(%arg80, %138) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %140 = "stream.binding.subspan"(%arg81, %138) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %141 = "stream.binding.subspan"(%arg82, %138) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %142 = "iree_tensor_ext.dispatch.tensor.load"(%139) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %143 = "iree_tensor_ext.dispatch.tensor.load"(%140) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %144 = "tensor.empty"() : () -> tensor<4x2xf32>
        %145 = "linalg.fill"(%137, %144) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg86: f32, %arg87: f32):
          "linalg.yield"(%arg86) : (f32) -> ()
        }) : (f32, tensor<4x2xf32>) -> tensor<4x2xf32>
        %146 = "linalg.generic"(%142, %143, %145) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
          %147 = "arith.mulf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %148 = "arith.addf"(%arg85, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%148) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%146, %141) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32, sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32", sym_visibility = "public"}> ({
      %136:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%136#0, %136#1, %136#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32"}> ({
      ^bb0(%arg72: !stream.binding, %arg73: !stream.binding, %arg74: !stream.binding):
        %124 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %125 = "arith.constant"() <{value = 0 : index}> : () -> index
        %126 = "stream.binding.subspan"(%arg72, %125) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %127 = "stream.binding.subspan"(%arg73, %125) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %128 = "stream.binding.subspan"(%arg74, %125) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %129 = "iree_tensor_ext.dispatch.tensor.load"(%126) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 4, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>) -> tensor<3x4x4x2xf32>
        %130 = "iree_tensor_ext.dispatch.tensor.load"(%127) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 2, 2, 3>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>) -> tensor<2x2x2x2x3xf32>
        %131 = "tensor.empty"() : () -> tensor<2x3x3x3xf32>
        %132 = "linalg.fill"(%124, %131) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg78: f32, %arg79: f32):
          "linalg.yield"(%arg78) : (f32) -> ()
        }) : (f32, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        %133 = "linalg.generic"(%129, %130, %132) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
          %134 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %135 = "arith.addf"(%arg77, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%135) : (f32) -> ()
        }) : (tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%133, %128) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 3, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_conv_3x3x3x3x3x2_f32, sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32", sym_visibility = "public"}> ({
      %123:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%123#0, %123#1, %123#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_conv_3x3x3x3x3x2_f32"}> ({
      ^bb0(%arg64: !stream.binding, %arg65: !stream.binding, %arg66: !stream.binding):
        %111 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %112 = "arith.constant"() <{value = 0 : index}> : () -> index
        %113 = "stream.binding.subspan"(%arg64, %112) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %114 = "stream.binding.subspan"(%arg65, %112) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %115 = "stream.binding.subspan"(%arg66, %112) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %116 = "iree_tensor_ext.dispatch.tensor.load"(%113) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %117 = "iree_tensor_ext.dispatch.tensor.load"(%114) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 3, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>) -> tensor<3x3x3x2xf32>
        %118 = "tensor.empty"() : () -> tensor<3x3x3xf32>
        %119 = "linalg.fill"(%111, %118) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg70: f32, %arg71: f32):
          "linalg.yield"(%arg70) : (f32) -> ()
        }) : (f32, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        %120 = "linalg.generic"(%116, %117, %119) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
          %121 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %122 = "arith.addf"(%arg69, %121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%122) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%120, %115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_conv_7x3x3_f32, sym_name = "main_dispatch_3_conv_7x3x3_f32", sym_visibility = "public"}> ({
      %110:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%110#0, %110#1, %110#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_conv_7x3x3_f32"}> ({
      ^bb0(%arg56: !stream.binding, %arg57: !stream.binding, %arg58: !stream.binding):
        %98 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %99 = "arith.constant"() <{value = 0 : index}> : () -> index
        %100 = "stream.binding.subspan"(%arg56, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %101 = "stream.binding.subspan"(%arg57, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %102 = "stream.binding.subspan"(%arg58, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %103 = "iree_tensor_ext.dispatch.tensor.load"(%101) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>) -> tensor<9x3xf32>
        %104 = "tensor.empty"() : () -> tensor<7x3xf32>
        %105 = "iree_tensor_ext.dispatch.tensor.load"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 1>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3xf32>
        %106 = "linalg.fill"(%98, %104) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg62: f32, %arg63: f32):
          "linalg.yield"(%arg62) : (f32) -> ()
        }) : (f32, tensor<7x3xf32>) -> tensor<7x3xf32>
        %107 = "linalg.generic"(%103, %105, %106) <{indexing_maps = [#map9, #map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
          %108 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %109 = "arith.addf"(%arg61, %108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%109) : (f32) -> ()
        }) : (tensor<9x3xf32>, tensor<3x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%107, %102) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 3>, static_strides = array<i64: 1, 1>}> : (tensor<7x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32, sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32", sym_visibility = "public"}> ({
      %97:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%97#0, %97#1, %97#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32"}> ({
      ^bb0(%arg48: !stream.binding, %arg49: !stream.binding, %arg50: !stream.binding):
        %83 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %84 = "arith.constant"() <{value = 0 : index}> : () -> index
        %85 = "stream.binding.subspan"(%arg48, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %86 = "stream.binding.subspan"(%arg49, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %87 = "stream.binding.subspan"(%arg50, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %88 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 5, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>) -> tensor<5x5x4xi8>
        %89 = "iree_tensor_ext.dispatch.tensor.load"(%86) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 4, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>) -> tensor<3x3x4x2xi8>
        %90 = "tensor.empty"() : () -> tensor<3x3x2xi32>
        %91 = "linalg.fill"(%83, %90) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg54: i32, %arg55: i32):
          "linalg.yield"(%arg54) : (i32) -> ()
        }) : (i32, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        %92 = "linalg.generic"(%88, %89, %91) <{indexing_maps = [#map12, #map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg51: i8, %arg52: i8, %arg53: i32):
          %93 = "arith.extsi"(%arg51) : (i8) -> i32
          %94 = "arith.extsi"(%arg52) : (i8) -> i32
          %95 = "arith.muli"(%93, %94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %96 = "arith.addi"(%arg53, %95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%96) : (i32) -> ()
        }) : (tensor<5x5x4xi8>, tensor<3x3x4x2xi8>, tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%92, %87) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x3x3x3x3_f32, sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32", sym_visibility = "public"}> ({
      %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x3x3x3x3_f32"}> ({
      ^bb0(%arg41: !stream.binding, %arg42: !stream.binding):
        %72 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %73 = "arith.constant"() <{value = 0 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg41, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %75 = "stream.binding.subspan"(%arg42, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %77 = "tensor.empty"() : () -> tensor<2x3x3xf32>
        %78 = "tensor.empty"() : () -> tensor<3x3xf32>
        %79 = "linalg.fill"(%72, %77) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg46: f32, %arg47: f32):
          "linalg.yield"(%arg46) : (f32) -> ()
        }) : (f32, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %80 = "linalg.generic"(%76, %78, %79) <{indexing_maps = [#map14, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
          %81 = "arith.maximumf"(%arg45, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%81) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%80, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_3x3x2x2x2_f32, sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_3x3x2x2x2_f32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding):
        %61 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg34, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %64 = "stream.binding.subspan"(%arg35, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 7, 7, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>) -> tensor<7x7x2xf32>
        %66 = "tensor.empty"() : () -> tensor<3x3x2xf32>
        %67 = "tensor.empty"() : () -> tensor<2x2xf32>
        %68 = "linalg.fill"(%61, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg39: f32, %arg40: f32):
          "linalg.yield"(%arg39) : (f32) -> ()
        }) : (f32, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        %69 = "linalg.generic"(%65, %67, %68) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
          %70 = "arith.minimumf"(%arg38, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%70) : (f32) -> ()
        }) : (tensor<7x7x2xf32>, tensor<2x2xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_conv_2x2x3x2x2_i32, sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_conv_2x2x3x2x2_i32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding):
        %50 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg27, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %53 = "stream.binding.subspan"(%arg28, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>) -> tensor<4x4x3xi32>
        %55 = "tensor.empty"() : () -> tensor<2x2x3xi32>
        %56 = "tensor.empty"() : () -> tensor<2x2xi32>
        %57 = "linalg.fill"(%50, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: i32, %arg33: i32):
          "linalg.yield"(%arg32) : (i32) -> ()
        }) : (i32, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        %58 = "linalg.generic"(%54, %56, %57) <{indexing_maps = [#map17, #map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg29: i32, %arg30: i32, %arg31: i32):
          %59 = "arith.maxsi"(%arg31, %arg29) : (i32, i32) -> i32
          "linalg.yield"(%59) : (i32) -> ()
        }) : (tensor<4x4x3xi32>, tensor<2x2xi32>, tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>) -> ()
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
    "hal.buffer_view.assert"(%arg1, %18, %19, %15, %15, %14) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %21 = "stream.tensor.import"(%arg1, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %18, %19, %17, %15, %13, %13, %14) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %22 = "stream.tensor.import"(%arg2, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x3x4x4x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %18, %19, %14, %14, %14, %14, %15) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index, index, index, index) -> ()
    %23 = "stream.tensor.import"(%arg3, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x2x2x2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg4, %18, %19, %17, %12, %12, %14) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %24 = "stream.tensor.import"(%arg4, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x7x7x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg5, %18, %19, %15, %15, %15, %14) <{message = "input5"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %25 = "stream.tensor.import"(%arg5, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %26 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg6, %26, %19, %17, %11, %11, %13) <{message = "input6"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %27 = "stream.tensor.import"(%arg6, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x5x5x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg7, %26, %19, %15, %15, %13, %14) <{message = "input7"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %28 = "stream.tensor.import"(%arg7, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x4x2xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %29 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg8, %29, %19, %17, %13, %13, %15) <{message = "input8"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %30 = "stream.tensor.import"(%arg8, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x4x4x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %31:9 = "stream.async.execute"(%20, %21, %22, %23, %24, %25, %27, %28, %30, %10, %9, %8, %7, %6, %5, %4, %9, %7, %3, %5, %10, %1, %9, %9, %9, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 9, 9, 8, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<external>, %arg12: !stream.resource<external>, %arg13: !stream.resource<external>, %arg14: !stream.resource<external>, %arg15: !stream.resource<external>, %arg16: !stream.resource<external>, %arg17: !stream.resource<external>):
      %41:8 = "stream.async.concurrent"(%arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %10, %9, %8, %7, %6, %5, %4, %9, %7, %3, %5, %10, %1, %9, %9, %9, %0) <{operandSegmentSizes = array<i32: 9, 9, 8>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg18: !stream.resource<external>, %arg19: !stream.resource<external>, %arg20: !stream.resource<external>, %arg21: !stream.resource<external>, %arg22: !stream.resource<external>, %arg23: !stream.resource<external>, %arg24: !stream.resource<external>, %arg25: !stream.resource<external>, %arg26: !stream.resource<external>):
        %42 = "stream.async.dispatch"(%arg18, %arg19, %10, %9, %2, %2, %10, %9, %10, %9, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %43 = "stream.async.dispatch"(%arg20, %arg21, %8, %7, %2, %2, %8, %7, %8, %7, %5) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %44 = "stream.async.dispatch"(%arg22, %arg23, %6, %5, %2, %2, %6, %5, %6, %5, %10) <{entry_points = [@main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %45 = "stream.async.dispatch"(%arg19, %arg18, %9, %10, %2, %2, %9, %10, %9, %10, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %46 = "stream.async.dispatch"(%arg24, %arg25, %4, %9, %2, %2, %4, %9, %4, %9, %9) <{entry_points = [@main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %47 = "stream.async.dispatch"(%arg22, %6, %2, %6, %6, %9) <{entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %48 = "stream.async.dispatch"(%arg22, %6, %2, %6, %6, %9) <{entry_points = [@main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %49 = "stream.async.dispatch"(%arg26, %7, %2, %7, %7, %0) <{entry_points = [@main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%42, %43, %44, %45, %46, %47, %48, %49, %3, %5, %10, %1, %9, %9, %9, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%41#0, %41#1, %41#2, %41#3, %41#4, %41#5, %41#6, %41#7, %3, %5, %10, %1, %9, %9, %9, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %32:8 = "stream.timepoint.await"(%31#0, %31#1, %31#2, %31#3, %31#4, %31#5, %31#6, %31#7, %3, %5, %10, %1, %9, %9, %9, %0, %31#8) <{operandSegmentSizes = array<i32: 8, 8, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %33 = "stream.tensor.export"(%32#0, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.tensor.export"(%32#1, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %35 = "stream.tensor.export"(%32#2, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %36 = "stream.tensor.export"(%32#3, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x7x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %37 = "stream.tensor.export"(%32#4, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.tensor.export"(%32#5, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %39 = "stream.tensor.export"(%32#6, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %40 = "stream.tensor.export"(%32#7, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%33, %34, %35, %36, %37, %38, %39, %40) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x9x3xf32>, %input1: tensor<3x3x2xf32>, %input2: tensor<1x3x4x4x2xf32>, %input3: tensor<2x2x2x2x3xf32>, %input4: tensor<1x7x7x2xf32>, %input5: tensor<3x3x3x2xf32>, %input6: tensor<1x5x5x4xi8>, %input7: tensor<3x3x4x2xi8>, %input8: tensor<1x4x4x3xi32>) -> (%output0: tensor<1x4x2xf32>, %output1: tensor<1x2x3x3x3xf32>, %output2: tensor<1x3x3x3xf32>, %output3: tensor<1x7x3xf32>, %output4: tensor<1x3x3x2xi32>, %output5: tensor<1x2x3x3xf32>, %output6: tensor<1x3x3x2xf32>, %output7: tensor<1x2x2x3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

