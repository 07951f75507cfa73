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
      %94:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%94#0, %94#1, %94#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg40: !stream.binding, %arg41: !stream.binding):
        %90 = "arith.constant"() <{value = 0 : index}> : () -> index
        %91 = "stream.binding.subspan"(%arg40, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %92 = "stream.binding.subspan"(%arg41, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>
        %93 = "iree_tensor_ext.dispatch.tensor.load"(%91) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%93, %92) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 1, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_6x6x4x3x3x2_f32, sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32", sym_visibility = "public"}> ({
      %89:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%89#0, %89#1, %89#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_6x6x4x3x3x2_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding, %arg34: !stream.binding):
        %77 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %78 = "arith.constant"() <{value = 0 : index}> : () -> index
        %79 = "stream.binding.subspan"(%arg32, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>
        %80 = "stream.binding.subspan"(%arg33, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>
        %81 = "stream.binding.subspan"(%arg34, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 8, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>) -> tensor<8x8x2xf32>
        %83 = "iree_tensor_ext.dispatch.tensor.load"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>) -> tensor<3x3x2x4xf32>
        %84 = "tensor.empty"() : () -> tensor<6x6x4xf32>
        %85 = "linalg.fill"(%77, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg38: f32, %arg39: f32):
          "linalg.yield"(%arg38) : (f32) -> ()
        }) : (f32, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %86 = "linalg.generic"(%82, %83, %85) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
          %87 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %88 = "arith.addf"(%arg37, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%88) : (f32) -> ()
        }) : (tensor<8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%86, %81) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_transpose_9x2_f32, sym_name = "main_dispatch_2_transpose_9x2_f32", sym_visibility = "public"}> ({
      %76:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%76#0, %76#1, %76#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_transpose_9x2_f32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg28, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>
        %72 = "stream.binding.subspan"(%arg29, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>
        %73 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>) -> tensor<9x2xf32>
        %74 = "tensor.empty"() : () -> tensor<2x9xf32>
        %75 = "linalg.generic"(%73, %74) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (tensor<9x2xf32>, tensor<2x9xf32>) -> tensor<2x9xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %72) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 9>, static_strides = array<i64: 1, 1>}> : (tensor<2x9xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_slow_memcpy, sym_name = "main_dispatch_3_slow_memcpy", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_slow_memcpy"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %65 = "arith.constant"() <{value = 0 : index}> : () -> index
        %66 = "stream.binding.subspan"(%arg26, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %67 = "stream.binding.subspan"(%arg27, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%68, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_slow_memcpy, sym_name = "main_dispatch_4_slow_memcpy", sym_visibility = "public"}> ({
      %64:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%64#0, %64#1, %64#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_slow_memcpy"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg24, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %62 = "stream.binding.subspan"(%arg25, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>) -> tensor<2x3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%63, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 2, 1, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_conv_2x2x2x3x3_f32, sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_conv_2x2x2x3x3_f32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding, %arg18: !stream.binding):
        %47 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %48 = "arith.constant"() <{value = 0 : index}> : () -> index
        %49 = "stream.binding.subspan"(%arg16, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %50 = "stream.binding.subspan"(%arg17, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>
        %51 = "stream.binding.subspan"(%arg18, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>) -> tensor<2x2x3x3xf32>
        %53 = "tensor.empty"() : () -> tensor<2x2xf32>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 3, 2>, static_strides = array<i64: 1, 2, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x3x2xf32>
        %55 = "linalg.fill"(%47, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          "linalg.yield"(%arg22) : (f32) -> ()
        }) : (f32, tensor<2x2xf32>) -> tensor<2x2xf32>
        %56 = "linalg.generic"(%54, %52, %55) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
          %57 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.addf"(%arg21, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<6x3x2xf32>, tensor<2x2x3x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %51) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_conv_4x4x2x3x3_f32, sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_conv_4x4x2x3x3_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg8, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %37 = "stream.binding.subspan"(%arg9, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %38 = "stream.binding.subspan"(%arg10, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>) -> tensor<6x6x2xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>) -> tensor<3x3x2xf32>
        %41 = "tensor.empty"() : () -> tensor<4x4x2xf32>
        %42 = "linalg.fill"(%34, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          "linalg.yield"(%arg14) : (f32) -> ()
        }) : (f32, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        %43 = "linalg.generic"(%39, %40, %42) <{indexing_maps = [#map8, #map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
          %44 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %45 = "arith.addf"(%arg13, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%45) : (f32) -> ()
        }) : (tensor<6x6x2xf32>, tensor<3x3x2xf32>, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%43, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 2>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x4x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 768 : index}> : () -> index
    %2 = "arith.constant"() <{value = 640 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 144 : index}> : () -> index
    %6 = "arith.constant"() <{value = 576 : index}> : () -> index
    %7 = "arith.constant"() <{value = 512 : index}> : () -> index
    %8 = "arith.constant"() <{value = 72 : index}> : () -> index
    %9 = "arith.constant"() <{value = 288 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %11 = "arith.constant"() <{value = 4 : index}> : () -> index
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 6 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "hal.element_type"() <{type = f32}> : () -> i32
    %17 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %16, %17, %15, %14, %14, %13) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %18 = "stream.tensor.import"(%arg0, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x6x6x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %16, %17, %12, %12, %13, %11) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %19 = "stream.tensor.import"(%arg1, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %16, %17, %12, %12, %13) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %20 = "stream.tensor.import"(%arg2, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %22:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %23 = "stream.timepoint.join"(%21#1, %22#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.cmd.execute"(%18, %19, %20, %21#0, %22#0, %9, %9, %8, %1, %2, %23) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.fill"(%arg7, %2, %0, %7, %10) : (!stream.resource<transient>, index, index, index, i8) -> ()
      "stream.cmd.dispatch"(%arg3, %arg7, %9, %2, %0, %0, %9, %7) <{entry_points = [@main_dispatch_0::@main_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg7, %arg4, %arg6, %2, %9, %1, %0, %0, %0, %7, %9, %6) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_6x6x4x3x3x2_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg5, %arg7, %8, %2, %0, %7, %8, %8) <{entry_points = [@main_dispatch_2::@main_dispatch_2_transpose_9x2_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg7, %arg7, %2, %2, %7, %0, %8, %5) <{entry_points = [@main_dispatch_3::@main_dispatch_3_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 3 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg7, %2, %2, %7, %0, %8, %5) <{entry_points = [@main_dispatch_4::@main_dispatch_4_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 3 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg3, %arg7, %arg6, %9, %2, %1, %0, %0, %6, %9, %5, %4) <{entry_points = [@main_dispatch_5::@main_dispatch_5_conv_2x2x2x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg5, %arg6, %9, %8, %1, %0, %0, %2, %9, %8, %3) <{entry_points = [@main_dispatch_6::@main_dispatch_6_conv_4x4x2x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.resource.dealloca"(%22#0, %2, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.timepoint.join"(%25, %24) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %27 = "stream.timepoint.await"(%21#0, %1, %26) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %28 = "stream.resource.subview"(%27, %1, %0, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %29 = "stream.resource.subview"(%27, %1, %6, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %30 = "stream.resource.subview"(%27, %1, %2, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%28, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x6x6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.tensor.export"(%29, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x1xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.tensor.export"(%30, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x4x4x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%31, %32, %33) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x6x6x2xf32>, %input1: tensor<3x3x2x4xf32>, %input2: tensor<3x3x2xf32>) -> (%output0: tensor<1x6x6x4xf32>, %output1: tensor<1x2x2x1xf32>, %output2: tensor<1x4x4x2xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

