#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_pack_f32, sym_name = "main_dispatch_0_pack_f32", sym_visibility = "public"}> ({
      %104:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%104#0, %104#1, %104#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_pack_f32"}> ({
      ^bb0(%arg39: !stream.binding, %arg40: !stream.binding):
        %97 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %98 = "arith.constant"() <{value = 0 : index}> : () -> index
        %99 = "stream.binding.subspan"(%arg39, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>
        %100 = "stream.binding.subspan"(%arg40, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %101 = "iree_tensor_ext.dispatch.tensor.load"(%99) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>) -> tensor<10x7xf32>
        %102 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %103 = "linalg.pack"(%101, %102, %97) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<10x7xf32>, tensor<3x2x4x4xf32>, f32) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%103, %100) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_pack_f32, sym_name = "main_dispatch_1_pack_f32", sym_visibility = "public"}> ({
      %96:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%96#0, %96#1, %96#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_pack_f32"}> ({
      ^bb0(%arg37: !stream.binding, %arg38: !stream.binding):
        %89 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %90 = "arith.constant"() <{value = 0 : index}> : () -> index
        %91 = "stream.binding.subspan"(%arg37, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>
        %92 = "stream.binding.subspan"(%arg38, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        %93 = "iree_tensor_ext.dispatch.tensor.load"(%91) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>) -> tensor<7x6xf32>
        %94 = "tensor.empty"() : () -> tensor<2x2x4x4xf32>
        %95 = "linalg.pack"(%93, %94, %89) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<7x6xf32>, tensor<2x2x4x4xf32>, f32) -> tensor<2x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %92) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32, sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32", sym_visibility = "public"}> ({
      %88:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%88#0, %88#1, %88#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32"}> ({
      ^bb0(%arg29: !stream.binding, %arg30: !stream.binding, %arg31: !stream.binding):
        %76 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %77 = "arith.constant"() <{value = 0 : index}> : () -> index
        %78 = "stream.binding.subspan"(%arg29, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %79 = "stream.binding.subspan"(%arg30, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>
        %80 = "stream.binding.subspan"(%arg31, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %81 = "iree_tensor_ext.dispatch.tensor.load"(%78) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>) -> tensor<2x2x4x4xf32>
        %83 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %84 = "linalg.fill"(%76, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32):
          "linalg.yield"(%arg35) : (f32) -> ()
        }) : (f32, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        %85 = "linalg.mmt4d"(%81, %82, %84) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
          %86 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %87 = "arith.addf"(%arg34, %86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%87) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%85, %80) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_unpack_f32, sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "public"}> ({
      %75:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%75#0, %75#1, %75#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_unpack_f32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding):
        %69 = "arith.constant"() <{value = 0 : index}> : () -> index
        %70 = "stream.binding.subspan"(%arg27, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %71 = "stream.binding.subspan"(%arg28, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        %72 = "iree_tensor_ext.dispatch.tensor.load"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %73 = "tensor.empty"() : () -> tensor<10x6xf32>
        %74 = "linalg.unpack"(%72, %73) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<3x2x4x4xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%74, %71) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 6>, static_strides = array<i64: 1, 1>}> : (tensor<10x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_pack_i8, sym_name = "main_dispatch_4_pack_i8", sym_visibility = "public"}> ({
      %68:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%68#0, %68#1, %68#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_pack_i8"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg25, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %64 = "stream.binding.subspan"(%arg26, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %66 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %67 = "linalg.pack"(%65, %66) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%67, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_pack_i8, sym_name = "main_dispatch_5_pack_i8", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_pack_i8"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %55 = "arith.constant"() <{value = 0 : index}> : () -> index
        %56 = "stream.binding.subspan"(%arg23, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %57 = "stream.binding.subspan"(%arg24, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %59 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %60 = "linalg.pack"(%58, %59) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%60, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32, sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32", sym_visibility = "public"}> ({
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg15, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %43 = "stream.binding.subspan"(%arg16, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %44 = "stream.binding.subspan"(%arg17, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %47 = "tensor.empty"() : () -> tensor<4x4x2x2xi32>
        %48 = "linalg.fill"(%40, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: i32, %arg22: i32):
          "linalg.yield"(%arg21) : (i32) -> ()
        }) : (i32, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        %49 = "linalg.mmt4d"(%45, %46, %48) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: i8, %arg19: i8, %arg20: i32):
          %50 = "arith.extsi"(%arg18) : (i8) -> i32
          %51 = "arith.extsi"(%arg19) : (i8) -> i32
          %52 = "arith.muli"(%50, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %53 = "arith.addi"(%arg20, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%53) : (i32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x2x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_unpack_i32, sym_name = "main_dispatch_7_unpack_i32", sym_visibility = "public"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_unpack_i32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg13, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>
        %35 = "stream.binding.subspan"(%arg14, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>) -> tensor<4x4x2x2xi32>
        %37 = "tensor.empty"() : () -> tensor<8x8xi32>
        %38 = "linalg.unpack"(%36, %37) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, 2>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<4x4x2x2xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>) -> ()
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
    "hal.buffer_view.assert"(%arg1, %11, %12, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<7x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %15, %12, %7, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %15, %12, %7, %7) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg3, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18:4 = "stream.async.execute"(%13, %14, %16, %17, %6, %5, %4, %4, %3, %0, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>):
      %23:2 = "stream.async.concurrent"(%arg4, %arg5, %6, %5, %3, %1) <{operandSegmentSizes = array<i32: 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg11: !stream.resource<external>, %arg12: !stream.resource<external>):
        %31 = "stream.async.dispatch"(%arg11, %6, %2, %6, %6, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_pack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %32 = "stream.async.dispatch"(%arg12, %5, %2, %5, %5, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_pack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
        "stream.yield"(%31, %32, %3, %1) : (!stream.resource<external>, !stream.resource<transient>, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<transient>)
      %24 = "stream.async.dispatch"(%23#0, %23#1, %3, %1, %2, %2, %3, %1, %3, %1, %3) <{entry_points = [@main_dispatch_2::@main_dispatch_2_mmt4d_3x2x2x4x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      %25:3 = "stream.async.concurrent"(%24, %arg6, %arg7, %3, %4, %4, %0, %4, %4) <{operandSegmentSizes = array<i32: 3, 3, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg8: !stream.resource<transient>, %arg9: !stream.resource<external>, %arg10: !stream.resource<external>):
        %28 = "stream.async.dispatch"(%arg8, %3, %2, %3, %3, %0) <{entry_points = [@main_dispatch_3::@main_dispatch_3_unpack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
        %29 = "stream.async.dispatch"(%arg9, %4, %2, %4, %4, %4) <{entry_points = [@main_dispatch_4::@main_dispatch_4_pack_i8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
        %30 = "stream.async.dispatch"(%arg10, %4, %2, %4, %4, %4) <{entry_points = [@main_dispatch_5::@main_dispatch_5_pack_i8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
        "stream.yield"(%28, %29, %30, %0, %4, %4) : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<transient>, index, index, index) -> ()
      }) : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<transient>, !stream.resource<transient>)
      %26 = "stream.async.dispatch"(%25#1, %25#2, %4, %4, %2, %2, %4, %4, %4, %4, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      %27 = "stream.async.dispatch"(%26, %1, %2, %1, %1, %1) <{entry_points = [@main_dispatch_7::@main_dispatch_7_unpack_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%23#0, %25#0, %27, %3, %0, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %19:3 = "stream.timepoint.await"(%18#1, %18#2, %18#0, %0, %1, %3, %18#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %20 = "stream.tensor.export"(%19#0, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<10x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%19#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%19#2, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2x4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %21, %22) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x7xf32>, %input1: tensor<7x6xf32>, %input2: tensor<8x8xi8>, %input3: tensor<8x8xi8>) -> (%output0: tensor<10x6xf32>, %output1: tensor<8x8xi32>, %output2: tensor<3x2x4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

