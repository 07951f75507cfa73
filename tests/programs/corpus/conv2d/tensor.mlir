#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d1 * 2 + d3, d4, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0 + d3, d1 + d4, d2)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_slow_memcpy, sym_name = "main_dispatch_0_slow_memcpy", sym_visibility = "public"}> ({
      %120:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%120#0, %120#1, %120#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %116 = "arith.constant"() <{value = 0 : index}> : () -> index
        %117 = "stream.binding.subspan"(%arg35, %116) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %118 = "stream.binding.subspan"(%arg36, %116) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>
        %119 = "iree_tensor_ext.dispatch.tensor.load"(%117) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%119, %118) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 1, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_6x6x4x3x3x2_f32, sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32", sym_visibility = "public"}> ({
      %115:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%115#0, %115#1, %115#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding, %arg29: !stream.binding):
        %103 = "arith.constant"() <{value = 0 : index}> : () -> index
        %104 = "stream.binding.subspan"(%arg27, %103) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>
        %105 = "stream.binding.subspan"(%arg28, %103) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>
        %106 = "stream.binding.subspan"(%arg29, %103) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %107 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %108 = "iree_tensor_ext.dispatch.tensor.load"(%104) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 8, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>) -> tensor<8x8x2xf32>
        %109 = "iree_tensor_ext.dispatch.tensor.load"(%105) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>) -> tensor<3x3x2x4xf32>
        %110 = "tensor.empty"() : () -> tensor<6x6x4xf32>
        %111 = "linalg.fill"(%107, %110) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          "linalg.yield"(%arg33) : (f32) -> ()
        }) : (f32, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %112 = "linalg.generic"(%108, %109, %111) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %113 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %114 = "arith.addf"(%arg32, %113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%114) : (f32) -> ()
        }) : (tensor<8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%112, %106) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_transpose_9x2_f32, sym_name = "main_dispatch_2_transpose_9x2_f32", sym_visibility = "public"}> ({
      %102:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%102#0, %102#1, %102#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_transpose_9x2_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %96 = "arith.constant"() <{value = 0 : index}> : () -> index
        %97 = "stream.binding.subspan"(%arg23, %96) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>
        %98 = "stream.binding.subspan"(%arg24, %96) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>
        %99 = "iree_tensor_ext.dispatch.tensor.load"(%97) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>) -> tensor<9x2xf32>
        %100 = "tensor.empty"() : () -> tensor<2x9xf32>
        %101 = "linalg.generic"(%99, %100) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (tensor<9x2xf32>, tensor<2x9xf32>) -> tensor<2x9xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%101, %98) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 9>, static_strides = array<i64: 1, 1>}> : (tensor<2x9xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_slow_memcpy, sym_name = "main_dispatch_3_slow_memcpy", sym_visibility = "public"}> ({
      %95:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%95#0, %95#1, %95#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_slow_memcpy"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %91 = "arith.constant"() <{value = 0 : index}> : () -> index
        %92 = "stream.binding.subspan"(%arg21, %91) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %93 = "stream.binding.subspan"(%arg22, %91) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %94 = "iree_tensor_ext.dispatch.tensor.load"(%92) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%94, %93) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_slow_memcpy, sym_name = "main_dispatch_4_slow_memcpy", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_slow_memcpy"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %86 = "arith.constant"() <{value = 0 : index}> : () -> index
        %87 = "stream.binding.subspan"(%arg19, %86) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %88 = "stream.binding.subspan"(%arg20, %86) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %89 = "iree_tensor_ext.dispatch.tensor.load"(%87) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%89, %88) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x2x2x3x3_f32, sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32", sym_visibility = "public"}> ({
      %85:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%85#0, %85#1, %85#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %73 = "arith.constant"() <{value = 0 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg11, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %75 = "stream.binding.subspan"(%arg12, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>
        %76 = "stream.binding.subspan"(%arg13, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %77 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %78 = "iree_tensor_ext.dispatch.tensor.load"(%75) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>) -> tensor<2x2x3x3xf32>
        %79 = "tensor.empty"() : () -> tensor<2x2xf32>
        %80 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 3, 2>, static_strides = array<i64: 1, 2, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x3x2xf32>
        %81 = "linalg.fill"(%77, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32):
          "linalg.yield"(%arg17) : (f32) -> ()
        }) : (f32, tensor<2x2xf32>) -> tensor<2x2xf32>
        %82 = "linalg.generic"(%80, %78, %81) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %83 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %84 = "arith.addf"(%arg16, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%84) : (f32) -> ()
        }) : (tensor<6x3x2xf32>, tensor<2x2x3x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%82, %76) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_4x4x2x3x3_f32, sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg3, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %62 = "stream.binding.subspan"(%arg4, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %63 = "stream.binding.subspan"(%arg5, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>
        %64 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %67 = "tensor.empty"() : () -> tensor<4x4x2xf32>
        %68 = "linalg.fill"(%64, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        %69 = "linalg.generic"(%65, %66, %68) <{indexing_maps = [#map8, #map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %70 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "arith.addf"(%arg8, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<6x6x2xf32>, tensor<3x3x2xf32>, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "hal.element_type"() <{type = f32}> : () -> i32
    %2 = "hal.encoding_type"() : () -> i32
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 6 : index}> : () -> index
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %1, %2, %3, %4, %5, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %7 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x6x6x2xf32>}> : () -> index
    %8 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x6x6x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9 = "stream.async.cast"(%8, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "arith.constant"() <{value = 3 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %10, %11, %12, %13, %14, %15) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x2x4xf32>}> : () -> index
    %17 = "stream.tensor.import"(%arg1, %16) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %19 = "hal.element_type"() <{type = f32}> : () -> i32
    %20 = "hal.encoding_type"() : () -> i32
    %21 = "arith.constant"() <{value = 3 : index}> : () -> index
    %22 = "arith.constant"() <{value = 3 : index}> : () -> index
    %23 = "arith.constant"() <{value = 2 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %19, %20, %21, %22, %23) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3x2xf32>}> : () -> index
    %25 = "stream.tensor.import"(%arg2, %24) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %26 = "stream.async.cast"(%25, %24, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %27 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x6x2xf32>}> : () -> index
    %28 = "stream.tensor.clone"(%9, %7, %27) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<6x6x2xf32>, source_encoding = tensor<1x6x6x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %29 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x8x2xf32>}> : () -> index
    %30 = "stream.tensor.splat"(%0, %29) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8x2xf32>}> : (f32, index) -> !stream.resource<*>
    %31 = "stream.tensor.dispatch"(%28, %30, %27, %29, %29) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6x6x2xf32>, tensor<8x8x2xf32>], result_encodings = [tensor<8x8x2xf32>], tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %32 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x6x4xf32>}> : () -> index
    %33 = "stream.tensor.dispatch"(%31, %18, %29, %16, %32) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_conv_6x6x4x3x3x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8x8x2xf32>, tensor<3x3x2x4xf32>], result_encodings = [tensor<6x6x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %34 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x6x6x4xf32>}> : () -> index
    %35 = "stream.tensor.clone"(%33, %32, %34) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x6x6x4xf32>, source_encoding = tensor<6x6x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %36 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<9x2xf32>}> : () -> index
    %37 = "stream.tensor.clone"(%26, %24, %36) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<9x2xf32>, source_encoding = tensor<3x3x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %38 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x9xf32>}> : () -> index
    %39 = "stream.tensor.dispatch"(%37, %36, %38) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_transpose_9x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<9x2xf32>], result_encodings = [tensor<2x9xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %40 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x3xf32>}> : () -> index
    %41 = "stream.tensor.clone"(%39, %38, %40) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x3x3xf32>, source_encoding = tensor<2x9xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %42 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2x3x3xf32>}> : () -> index
    %43 = "stream.tensor.empty"(%42) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x2x3x3xf32>}> : (index) -> !stream.resource<*>
    %44 = "stream.tensor.dispatch"(%41, %43, %40, %42, %42) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<2x3x3xf32>, tensor<2x2x3x3xf32>], result_encodings = [tensor<2x2x3x3xf32>], tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %45 = "stream.tensor.dispatch"(%41, %44, %40, %42, %42) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<2x3x3xf32>, tensor<2x2x3x3xf32>], result_encodings = [tensor<2x2x3x3xf32>], tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %46 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2xf32>}> : () -> index
    %47 = "stream.tensor.dispatch"(%28, %45, %27, %42, %46) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x2x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6x6x2xf32>, tensor<2x2x3x3xf32>], result_encodings = [tensor<2x2xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %48 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x2x2x1xf32>}> : () -> index
    %49 = "stream.tensor.clone"(%47, %46, %48) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x2x2x1xf32>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %50 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4x2xf32>}> : () -> index
    %51 = "stream.tensor.dispatch"(%28, %26, %27, %24, %50) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_conv_4x4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6x6x2xf32>, tensor<3x3x2xf32>], result_encodings = [tensor<4x4x2xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %52 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x4x4x2xf32>}> : () -> index
    %53 = "stream.tensor.clone"(%51, %50, %52) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x4x4x2xf32>, source_encoding = tensor<4x4x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %54 = "stream.async.cast"(%35, %34, %34) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %55 = "stream.tensor.export"(%54, %34) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x6x6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %56 = "stream.async.cast"(%49, %48, %48) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %57 = "stream.tensor.export"(%56, %48) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x1xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %58 = "stream.async.cast"(%53, %52, %52) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %59 = "stream.tensor.export"(%58, %52) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%55, %57, %59) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x6x6x2xf32>, %input1: tensor<3x3x2x4xf32>, %input2: tensor<3x3x2xf32>) -> (%output0: tensor<1x6x6x4xf32>, %output1: tensor<1x2x2x1xf32>, %output2: tensor<1x4x4x2xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

