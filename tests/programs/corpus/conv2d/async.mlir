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
      %95:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%95#0, %95#1, %95#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg44: !stream.binding, %arg45: !stream.binding):
        %91 = "arith.constant"() <{value = 0 : index}> : () -> index
        %92 = "stream.binding.subspan"(%arg44, %91) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %93 = "stream.binding.subspan"(%arg45, %91) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>
        %94 = "iree_tensor_ext.dispatch.tensor.load"(%92) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%94, %93) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 1, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_6x6x4x3x3x2_f32, sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32"}> ({
      ^bb0(%arg36: !stream.binding, %arg37: !stream.binding, %arg38: !stream.binding):
        %78 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %79 = "arith.constant"() <{value = 0 : index}> : () -> index
        %80 = "stream.binding.subspan"(%arg36, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>
        %81 = "stream.binding.subspan"(%arg37, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>
        %82 = "stream.binding.subspan"(%arg38, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %83 = "iree_tensor_ext.dispatch.tensor.load"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 8, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>) -> tensor<8x8x2xf32>
        %84 = "iree_tensor_ext.dispatch.tensor.load"(%81) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>) -> tensor<3x3x2x4xf32>
        %85 = "tensor.empty"() : () -> tensor<6x6x4xf32>
        %86 = "linalg.fill"(%78, %85) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg42: f32, %arg43: f32):
          "linalg.yield"(%arg42) : (f32) -> ()
        }) : (f32, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %87 = "linalg.generic"(%83, %84, %86) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
          %88 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %89 = "arith.addf"(%arg41, %88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%89) : (f32) -> ()
        }) : (tensor<8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %82) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_transpose_9x2_f32, sym_name = "main_dispatch_2_transpose_9x2_f32", sym_visibility = "public"}> ({
      %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_transpose_9x2_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding):
        %71 = "arith.constant"() <{value = 0 : index}> : () -> index
        %72 = "stream.binding.subspan"(%arg32, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>
        %73 = "stream.binding.subspan"(%arg33, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>
        %74 = "iree_tensor_ext.dispatch.tensor.load"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>) -> tensor<9x2xf32>
        %75 = "tensor.empty"() : () -> tensor<2x9xf32>
        %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg34: f32, %arg35: f32):
          "linalg.yield"(%arg34) : (f32) -> ()
        }) : (tensor<9x2xf32>, tensor<2x9xf32>) -> tensor<2x9xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%76, %73) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 9>, static_strides = array<i64: 1, 1>}> : (tensor<2x9xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_slow_memcpy, sym_name = "main_dispatch_3_slow_memcpy", sym_visibility = "public"}> ({
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_slow_memcpy"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %66 = "arith.constant"() <{value = 0 : index}> : () -> index
        %67 = "stream.binding.subspan"(%arg30, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %68 = "stream.binding.subspan"(%arg31, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %68) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_slow_memcpy, sym_name = "main_dispatch_4_slow_memcpy", sym_visibility = "public"}> ({
      %65:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%65#0, %65#1, %65#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_slow_memcpy"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg28, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %63 = "stream.binding.subspan"(%arg29, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x2x2x3x3_f32, sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %48 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %49 = "arith.constant"() <{value = 0 : index}> : () -> index
        %50 = "stream.binding.subspan"(%arg20, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %51 = "stream.binding.subspan"(%arg21, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>
        %52 = "stream.binding.subspan"(%arg22, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>) -> tensor<2x2x3x3xf32>
        %54 = "tensor.empty"() : () -> tensor<2x2xf32>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 3, 2>, static_strides = array<i64: 1, 2, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x3x2xf32>
        %56 = "linalg.fill"(%48, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<2x2xf32>) -> tensor<2x2xf32>
        %57 = "linalg.generic"(%55, %53, %56) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %58 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.addf"(%arg25, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%59) : (f32) -> ()
        }) : (tensor<6x3x2xf32>, tensor<2x2x3x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_4x4x2x3x3_f32, sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32", sym_visibility = "public"}> ({
      %47:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%47#0, %47#1, %47#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg12, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %38 = "stream.binding.subspan"(%arg13, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %39 = "stream.binding.subspan"(%arg14, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %42 = "tensor.empty"() : () -> tensor<4x4x2xf32>
        %43 = "linalg.fill"(%35, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        %44 = "linalg.generic"(%40, %41, %43) <{indexing_maps = [#map8, #map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
          %45 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "arith.addf"(%arg17, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%46) : (f32) -> ()
        }) : (tensor<6x6x2xf32>, tensor<3x3x2xf32>, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 144 : index}> : () -> index
    %3 = "arith.constant"() <{value = 576 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "arith.constant"() <{value = 72 : index}> : () -> index
    %7 = "arith.constant"() <{value = 288 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = 3 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 6 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "hal.element_type"() <{type = f32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %14, %15, %13, %12, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %16 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x6x6x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %14, %15, %10, %10, %11, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %14, %15, %10, %10, %11) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %18 = "stream.tensor.import"(%arg2, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19:4 = "stream.async.execute"(%16, %17, %18, %7, %7, %6, %3, %1, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      %24 = "stream.async.splat"(%8, %5) : (i8, index) -> !stream.resource<transient>
      %25 = "stream.async.dispatch"(%arg3, %24, %7, %5, %4, %4, %7, %5, %7, %5, %5) <{entry_points = [@main_dispatch_0::@main_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      %26:2 = "stream.async.concurrent"(%25, %arg4, %arg5, %5, %7, %6, %3, %6) <{operandSegmentSizes = array<i32: 3, 3, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg9: !stream.resource<transient>, %arg10: !stream.resource<external>, %arg11: !stream.resource<external>):
        %33 = "stream.async.dispatch"(%arg9, %arg10, %5, %7, %4, %4, %5, %7, %5, %7, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_6x6x4x3x3x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %34 = "stream.async.dispatch"(%arg11, %6, %4, %6, %6, %6) <{entry_points = [@main_dispatch_2::@main_dispatch_2_transpose_9x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
        "stream.yield"(%33, %34, %3, %6) : (!stream.resource<external>, !stream.resource<transient>, index, index) -> ()
      }) : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<transient>)
      %27 = "stream.async.alloca"(%2) : (index) -> !stream.resource<transient>
      %28 = "stream.async.dispatch"(%26#1, %27, %6, %2, %4, %4, %6, %2, %6, %2, %2) <{entry_points = [@main_dispatch_3::@main_dispatch_3_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      %29 = "stream.async.dispatch"(%26#1, %28, %6, %2, %4, %4, %6, %2, %6, %2, %2) <{entry_points = [@main_dispatch_4::@main_dispatch_4_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      %30:2 = "stream.async.concurrent"(%arg3, %29, %arg5, %7, %2, %6, %1, %0) <{operandSegmentSizes = array<i32: 3, 3, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<transient>, %arg8: !stream.resource<external>):
        %31 = "stream.async.dispatch"(%arg6, %arg7, %7, %2, %4, %4, %7, %2, %7, %2, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x2x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %32 = "stream.async.dispatch"(%arg6, %arg8, %7, %6, %4, %4, %7, %6, %7, %6, %0) <{entry_points = [@main_dispatch_6::@main_dispatch_6_conv_4x4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%31, %32, %1, %0) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%26#0, %30#0, %30#1, %3, %1, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %20:3 = "stream.timepoint.await"(%19#0, %19#1, %19#2, %3, %1, %0, %19#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %21 = "stream.tensor.export"(%20#0, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x6x6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%20#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x1xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%20#2, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21, %22, %23) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x6x6x2xf32>, %input1: tensor<3x3x2x4xf32>, %input2: tensor<3x3x2xf32>) -> (%output0: tensor<1x6x6x4xf32>, %output1: tensor<1x2x2x1xf32>, %output2: tensor<1x4x4x2xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

