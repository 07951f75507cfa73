#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_pack_f32, sym_name = "main_dispatch_0_pack_f32", sym_visibility = "public"}> ({
      %105:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%105#0, %105#1, %105#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_pack_f32"}> ({
      ^bb0(%arg36: !stream.binding, %arg37: !stream.binding):
        %98 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %99 = "arith.constant"() <{value = 0 : index}> : () -> index
        %100 = "stream.binding.subspan"(%arg36, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>
        %101 = "stream.binding.subspan"(%arg37, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %102 = "iree_tensor_ext.dispatch.tensor.load"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>) -> tensor<10x7xf32>
        %103 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %104 = "linalg.pack"(%102, %103, %98) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<10x7xf32>, tensor<3x2x4x4xf32>, f32) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%104, %101) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_pack_f32, sym_name = "main_dispatch_1_pack_f32", sym_visibility = "public"}> ({
      %97:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%97#0, %97#1, %97#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_pack_f32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding):
        %90 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %91 = "arith.constant"() <{value = 0 : index}> : () -> index
        %92 = "stream.binding.subspan"(%arg34, %91) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>
        %93 = "stream.binding.subspan"(%arg35, %91) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        %94 = "iree_tensor_ext.dispatch.tensor.load"(%92) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>) -> tensor<7x6xf32>
        %95 = "tensor.empty"() : () -> tensor<2x2x4x4xf32>
        %96 = "linalg.pack"(%94, %95, %90) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<7x6xf32>, tensor<2x2x4x4xf32>, f32) -> tensor<2x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%96, %93) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32, sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32", sym_visibility = "public"}> ({
      %89:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%89#0, %89#1, %89#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding, %arg28: !stream.binding):
        %77 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %78 = "arith.constant"() <{value = 0 : index}> : () -> index
        %79 = "stream.binding.subspan"(%arg26, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %80 = "stream.binding.subspan"(%arg27, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>
        %81 = "stream.binding.subspan"(%arg28, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %83 = "iree_tensor_ext.dispatch.tensor.load"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>) -> tensor<2x2x4x4xf32>
        %84 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %85 = "linalg.fill"(%77, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          "linalg.yield"(%arg32) : (f32) -> ()
        }) : (f32, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        %86 = "linalg.mmt4d"(%82, %83, %85) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
          %87 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %88 = "arith.addf"(%arg31, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%88) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%86, %81) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_unpack_f32, sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "public"}> ({
      %76:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%76#0, %76#1, %76#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_unpack_f32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding):
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg24, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %72 = "stream.binding.subspan"(%arg25, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        %73 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %74 = "tensor.empty"() : () -> tensor<10x6xf32>
        %75 = "linalg.unpack"(%73, %74) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<3x2x4x4xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %72) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 6>, static_strides = array<i64: 1, 1>}> : (tensor<10x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_pack_i8, sym_name = "main_dispatch_4_pack_i8", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_pack_i8"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg22, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %65 = "stream.binding.subspan"(%arg23, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %67 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %68 = "linalg.pack"(%66, %67) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%68, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_pack_i8, sym_name = "main_dispatch_5_pack_i8", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_pack_i8"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg20, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %58 = "stream.binding.subspan"(%arg21, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %60 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %61 = "linalg.pack"(%59, %60) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%61, %58) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32, sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32", sym_visibility = "public"}> ({
      %55:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%55#0, %55#1, %55#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %41 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg12, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %44 = "stream.binding.subspan"(%arg13, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %45 = "stream.binding.subspan"(%arg14, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %48 = "tensor.empty"() : () -> tensor<4x4x2x2xi32>
        %49 = "linalg.fill"(%41, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: i32, %arg19: i32):
          "linalg.yield"(%arg18) : (i32) -> ()
        }) : (i32, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        %50 = "linalg.mmt4d"(%46, %47, %49) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: i8, %arg16: i8, %arg17: i32):
          %51 = "arith.extsi"(%arg15) : (i8) -> i32
          %52 = "arith.extsi"(%arg16) : (i8) -> i32
          %53 = "arith.muli"(%51, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %54 = "arith.addi"(%arg17, %53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%54) : (i32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%50, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x2x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_unpack_i32, sym_name = "main_dispatch_7_unpack_i32", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_unpack_i32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg10, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>
        %36 = "stream.binding.subspan"(%arg11, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>) -> tensor<4x4x2x2xi32>
        %38 = "tensor.empty"() : () -> tensor<8x8xi32>
        %39 = "linalg.unpack"(%37, %38) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, 2>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<4x4x2x2xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%39, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 896 : index}> : () -> index
    %3 = "arith.constant"() <{value = 640 : index}> : () -> index
    %4 = "arith.constant"() <{value = 240 : index}> : () -> index
    %5 = "arith.constant"() <{value = 256 : index}> : () -> index
    %6 = "arith.constant"() <{value = 384 : index}> : () -> index
    %7 = "arith.constant"() <{value = 64 : index}> : () -> index
    %8 = "arith.constant"() <{value = 168 : index}> : () -> index
    %9 = "arith.constant"() <{value = 280 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "arith.constant"() <{value = 6 : index}> : () -> index
    %12 = "arith.constant"() <{value = 7 : index}> : () -> index
    %13 = "arith.constant"() <{value = 10 : index}> : () -> index
    %14 = "hal.element_type"() <{type = f32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %14, %15, %13, %12) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.import"(%arg0, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<10x7xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %14, %15, %12, %11) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<7x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %18, %15, %10, %10) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %19 = "stream.tensor.import"(%arg2, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %18, %15, %10, %10) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %20 = "stream.tensor.import"(%arg3, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %22:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %23 = "stream.timepoint.join"(%21#1, %22#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.cmd.execute"(%16, %17, %19, %20, %21#0, %22#0, %9, %8, %7, %7, %2, %3, %23) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 6, 6, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>, %arg9: !stream.resource<transient>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg4, %arg8, %9, %2, %0, %0, %9, %6) <{entry_points = [@main_dispatch_0::@main_dispatch_0_pack_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg5, %arg9, %8, %3, %0, %0, %8, %5) <{entry_points = [@main_dispatch_1::@main_dispatch_1_pack_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg8, %arg9, %arg9, %2, %3, %3, %0, %0, %5, %6, %5, %6) <{entry_points = [@main_dispatch_2::@main_dispatch_2_mmt4d_3x2x2x4x4x4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg9, %arg8, %3, %2, %5, %6, %6, %4) <{entry_points = [@main_dispatch_3::@main_dispatch_3_unpack_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg6, %arg9, %7, %3, %0, %0, %7, %7) <{entry_points = [@main_dispatch_4::@main_dispatch_4_pack_i8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg7, %arg9, %7, %3, %0, %7, %7, %7) <{entry_points = [@main_dispatch_5::@main_dispatch_5_pack_i8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg9, %arg9, %arg9, %3, %3, %3, %0, %7, %1, %7, %7, %5) <{entry_points = [@main_dispatch_6::@main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg9, %arg8, %3, %2, %1, %3, %5, %5) <{entry_points = [@main_dispatch_7::@main_dispatch_7_unpack_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.resource.dealloca"(%22#0, %3, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.timepoint.join"(%25, %24) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %27 = "stream.timepoint.await"(%21#0, %2, %26) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %28 = "stream.resource.subview"(%27, %2, %6, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %29 = "stream.resource.subview"(%27, %2, %3, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %30 = "stream.resource.subview"(%27, %2, %0, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%28, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<10x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.tensor.export"(%29, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.tensor.export"(%30, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2x4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%31, %32, %33) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x7xf32>, %input1: tensor<7x6xf32>, %input2: tensor<8x8xi8>, %input3: tensor<8x8xi8>) -> (%output0: tensor<10x6xf32>, %output1: tensor<8x8xi32>, %output2: tensor<3x2x4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

