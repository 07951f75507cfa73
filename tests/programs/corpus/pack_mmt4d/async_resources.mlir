#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_pack_f32, sym_name = "main_dispatch_0_pack_f32", sym_visibility = "public"}> ({
      %107:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%107#0, %107#1, %107#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_pack_f32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %100 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %101 = "arith.constant"() <{value = 0 : index}> : () -> index
        %102 = "stream.binding.subspan"(%arg30, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>
        %103 = "stream.binding.subspan"(%arg31, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %104 = "iree_tensor_ext.dispatch.tensor.load"(%102) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>) -> tensor<10x7xf32>
        %105 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %106 = "linalg.pack"(%104, %105, %100) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<10x7xf32>, tensor<3x2x4x4xf32>, f32) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%106, %103) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_pack_f32, sym_name = "main_dispatch_1_pack_f32", sym_visibility = "public"}> ({
      %99:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%99#0, %99#1, %99#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_pack_f32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %92 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %93 = "arith.constant"() <{value = 0 : index}> : () -> index
        %94 = "stream.binding.subspan"(%arg28, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>
        %95 = "stream.binding.subspan"(%arg29, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        %96 = "iree_tensor_ext.dispatch.tensor.load"(%94) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>) -> tensor<7x6xf32>
        %97 = "tensor.empty"() : () -> tensor<2x2x4x4xf32>
        %98 = "linalg.pack"(%96, %97, %92) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<7x6xf32>, tensor<2x2x4x4xf32>, f32) -> tensor<2x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%98, %95) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32, sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32", sym_visibility = "public"}> ({
      %91:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%91#0, %91#1, %91#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %79 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %80 = "arith.constant"() <{value = 0 : index}> : () -> index
        %81 = "stream.binding.subspan"(%arg20, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %82 = "stream.binding.subspan"(%arg21, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>
        %83 = "stream.binding.subspan"(%arg22, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %84 = "iree_tensor_ext.dispatch.tensor.load"(%81) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%82) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>) -> tensor<2x2x4x4xf32>
        %86 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %87 = "linalg.fill"(%79, %86) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        %88 = "linalg.mmt4d"(%84, %85, %87) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %89 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %90 = "arith.addf"(%arg25, %89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%90) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%88, %83) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_unpack_f32, sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "public"}> ({
      %78:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%78#0, %78#1, %78#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_unpack_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %72 = "arith.constant"() <{value = 0 : index}> : () -> index
        %73 = "stream.binding.subspan"(%arg18, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %74 = "stream.binding.subspan"(%arg19, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        %75 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %76 = "tensor.empty"() : () -> tensor<10x6xf32>
        %77 = "linalg.unpack"(%75, %76) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<3x2x4x4xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%77, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 6>, static_strides = array<i64: 1, 1>}> : (tensor<10x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_pack_i8, sym_name = "main_dispatch_4_pack_i8", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_pack_i8"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %65 = "arith.constant"() <{value = 0 : index}> : () -> index
        %66 = "stream.binding.subspan"(%arg16, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %67 = "stream.binding.subspan"(%arg17, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %69 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %70 = "linalg.pack"(%68, %69) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%70, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_pack_i8, sym_name = "main_dispatch_5_pack_i8", sym_visibility = "public"}> ({
      %64:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%64#0, %64#1, %64#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_pack_i8"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %58 = "arith.constant"() <{value = 0 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg14, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %60 = "stream.binding.subspan"(%arg15, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %62 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %63 = "linalg.pack"(%61, %62) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%63, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32, sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32", sym_visibility = "public"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %43 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg6, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %46 = "stream.binding.subspan"(%arg7, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %47 = "stream.binding.subspan"(%arg8, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %50 = "tensor.empty"() : () -> tensor<4x4x2x2xi32>
        %51 = "linalg.fill"(%43, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: i32, %arg13: i32):
          "linalg.yield"(%arg12) : (i32) -> ()
        }) : (i32, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        %52 = "linalg.mmt4d"(%48, %49, %51) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: i8, %arg10: i8, %arg11: i32):
          %53 = "arith.extsi"(%arg9) : (i8) -> i32
          %54 = "arith.extsi"(%arg10) : (i8) -> i32
          %55 = "arith.muli"(%53, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %56 = "arith.addi"(%arg11, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%56) : (i32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%52, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x2x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_unpack_i32, sym_name = "main_dispatch_7_unpack_i32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_unpack_i32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg4, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>
        %38 = "stream.binding.subspan"(%arg5, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>) -> tensor<4x4x2x2xi32>
        %40 = "tensor.empty"() : () -> tensor<8x8xi32>
        %41 = "linalg.unpack"(%39, %40) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, 2>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<4x4x2x2xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 240 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 384 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "arith.constant"() <{value = 168 : index}> : () -> index
    %6 = "arith.constant"() <{value = 280 : index}> : () -> index
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "arith.constant"() <{value = 7 : index}> : () -> index
    %10 = "arith.constant"() <{value = 10 : index}> : () -> index
    %11 = "hal.element_type"() <{type = f32}> : () -> i32
    %12 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %11, %12, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<10x7xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %14 = "stream.async.cast"(%13, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %11, %12, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<7x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "stream.async.cast"(%15, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %17 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %17, %12, %7, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19 = "stream.async.cast"(%18, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg3, %17, %12, %7, %7) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %20 = "stream.tensor.import"(%arg3, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21 = "stream.async.cast"(%20, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %22 = "stream.async.dispatch"(%14, %6, %2, %6, %6, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_pack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %23 = "stream.async.dispatch"(%16, %5, %2, %5, %5, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_pack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %24 = "stream.async.dispatch"(%22, %23, %3, %1, %2, %2, %3, %1, %3, %1, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_mmt4d_3x2x2x4x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %25 = "stream.async.dispatch"(%24, %3, %2, %3, %3, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_unpack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %26 = "stream.async.dispatch"(%19, %4, %2, %4, %4, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_pack_i8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %27 = "stream.async.dispatch"(%21, %4, %2, %4, %4, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_pack_i8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %28 = "stream.async.dispatch"(%26, %27, %4, %4, %2, %2, %4, %4, %4, %4, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %29 = "stream.async.dispatch"(%28, %1, %2, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_unpack_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %30 = "stream.async.cast"(%25, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<10x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.async.cast"(%29, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%32, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.async.cast"(%22, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2x4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%31, %33, %35) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x7xf32>, %input1: tensor<7x6xf32>, %input2: tensor<8x8xi8>, %input3: tensor<8x8xi8>) -> (%output0: tensor<10x6xf32>, %output1: tensor<8x8xi32>, %output2: tensor<3x2x4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

