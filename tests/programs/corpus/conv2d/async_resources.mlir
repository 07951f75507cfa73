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
      %97:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%97#0, %97#1, %97#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %93 = "arith.constant"() <{value = 0 : index}> : () -> index
        %94 = "stream.binding.subspan"(%arg35, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %95 = "stream.binding.subspan"(%arg36, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>
        %96 = "iree_tensor_ext.dispatch.tensor.load"(%94) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%96, %95) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 1, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_6x6x4x3x3x2_f32, sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32", sym_visibility = "public"}> ({
      %92:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%92#0, %92#1, %92#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding, %arg29: !stream.binding):
        %80 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %81 = "arith.constant"() <{value = 0 : index}> : () -> index
        %82 = "stream.binding.subspan"(%arg27, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>
        %83 = "stream.binding.subspan"(%arg28, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>
        %84 = "stream.binding.subspan"(%arg29, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%82) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 8, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>) -> tensor<8x8x2xf32>
        %86 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>) -> tensor<3x3x2x4xf32>
        %87 = "tensor.empty"() : () -> tensor<6x6x4xf32>
        %88 = "linalg.fill"(%80, %87) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          "linalg.yield"(%arg33) : (f32) -> ()
        }) : (f32, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %89 = "linalg.generic"(%85, %86, %88) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %90 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %91 = "arith.addf"(%arg32, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%91) : (f32) -> ()
        }) : (tensor<8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%89, %84) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_transpose_9x2_f32, sym_name = "main_dispatch_2_transpose_9x2_f32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_transpose_9x2_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %73 = "arith.constant"() <{value = 0 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg23, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>
        %75 = "stream.binding.subspan"(%arg24, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>) -> tensor<9x2xf32>
        %77 = "tensor.empty"() : () -> tensor<2x9xf32>
        %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (tensor<9x2xf32>, tensor<2x9xf32>) -> tensor<2x9xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 9>, static_strides = array<i64: 1, 1>}> : (tensor<2x9xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_slow_memcpy, sym_name = "main_dispatch_3_slow_memcpy", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_slow_memcpy"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg21, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %70 = "stream.binding.subspan"(%arg22, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %70) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_slow_memcpy, sym_name = "main_dispatch_4_slow_memcpy", sym_visibility = "public"}> ({
      %67:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%67#0, %67#1, %67#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_slow_memcpy"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg19, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %65 = "stream.binding.subspan"(%arg20, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x2x2x3x3_f32, sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %50 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg11, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %53 = "stream.binding.subspan"(%arg12, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>
        %54 = "stream.binding.subspan"(%arg13, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>) -> tensor<2x2x3x3xf32>
        %56 = "tensor.empty"() : () -> tensor<2x2xf32>
        %57 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 3, 2>, static_strides = array<i64: 1, 2, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x3x2xf32>
        %58 = "linalg.fill"(%50, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32):
          "linalg.yield"(%arg17) : (f32) -> ()
        }) : (f32, tensor<2x2xf32>) -> tensor<2x2xf32>
        %59 = "linalg.generic"(%57, %55, %58) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %60 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %61 = "arith.addf"(%arg16, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%61) : (f32) -> ()
        }) : (tensor<6x3x2xf32>, tensor<2x2x3x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%59, %54) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_4x4x2x3x3_f32, sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding):
        %37 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %38 = "arith.constant"() <{value = 0 : index}> : () -> index
        %39 = "stream.binding.subspan"(%arg3, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %40 = "stream.binding.subspan"(%arg4, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %41 = "stream.binding.subspan"(%arg5, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %44 = "tensor.empty"() : () -> tensor<4x4x2xf32>
        %45 = "linalg.fill"(%37, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        %46 = "linalg.generic"(%42, %43, %45) <{indexing_maps = [#map8, #map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %47 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %48 = "arith.addf"(%arg8, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<6x6x2xf32>, tensor<3x3x2xf32>, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%46, %41) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>) -> ()
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
    %17 = "stream.async.cast"(%16, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %14, %15, %10, %10, %11, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %18 = "stream.tensor.import"(%arg1, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19 = "stream.async.cast"(%18, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg2, %14, %15, %10, %10, %11) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %20 = "stream.tensor.import"(%arg2, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21 = "stream.async.cast"(%20, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %22 = "stream.async.splat"(%8, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (i8, index) -> !stream.resource<*>
    %23 = "stream.async.dispatch"(%17, %22, %7, %5, %4, %4, %7, %5, %7, %5, %5) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %24 = "stream.async.dispatch"(%23, %19, %5, %7, %4, %4, %5, %7, %5, %7, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_conv_6x6x4x3x3x2_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %25 = "stream.async.dispatch"(%21, %6, %4, %6, %6, %6) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_transpose_9x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %26 = "stream.async.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> !stream.resource<*>
    %27 = "stream.async.dispatch"(%25, %26, %6, %2, %4, %4, %6, %2, %6, %2, %2) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %28 = "stream.async.dispatch"(%25, %27, %6, %2, %4, %4, %6, %2, %6, %2, %2) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %29 = "stream.async.dispatch"(%17, %28, %7, %2, %4, %4, %7, %2, %7, %2, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x2x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %30 = "stream.async.dispatch"(%17, %21, %7, %6, %4, %4, %7, %6, %7, %6, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_conv_4x4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %31 = "stream.async.cast"(%24, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x6x6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.async.cast"(%29, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %34 = "stream.tensor.export"(%33, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x1xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %35 = "stream.async.cast"(%30, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %36 = "stream.tensor.export"(%35, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%32, %34, %36) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x6x6x2xf32>, %input1: tensor<3x3x2x4xf32>, %input2: tensor<3x3x2xf32>) -> (%output0: tensor<1x6x6x4xf32>, %output1: tensor<1x2x2x1xf32>, %output2: tensor<1x4x4x2xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

