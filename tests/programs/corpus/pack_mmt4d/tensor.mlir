#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_pack_f32, sym_name = "main_dispatch_0_pack_f32", sym_visibility = "public"}> ({
      %121:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%121#0, %121#1, %121#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_pack_f32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %114 = "arith.constant"() <{value = 0 : index}> : () -> index
        %115 = "stream.binding.subspan"(%arg30, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>
        %116 = "stream.binding.subspan"(%arg31, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %117 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %118 = "iree_tensor_ext.dispatch.tensor.load"(%115) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>) -> tensor<10x7xf32>
        %119 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %120 = "linalg.pack"(%118, %119, %117) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<10x7xf32>, tensor<3x2x4x4xf32>, f32) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%120, %116) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_pack_f32, sym_name = "main_dispatch_1_pack_f32", sym_visibility = "public"}> ({
      %113:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%113#0, %113#1, %113#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_pack_f32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %106 = "arith.constant"() <{value = 0 : index}> : () -> index
        %107 = "stream.binding.subspan"(%arg28, %106) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>
        %108 = "stream.binding.subspan"(%arg29, %106) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        %109 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %110 = "iree_tensor_ext.dispatch.tensor.load"(%107) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>) -> tensor<7x6xf32>
        %111 = "tensor.empty"() : () -> tensor<2x2x4x4xf32>
        %112 = "linalg.pack"(%110, %111, %109) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<7x6xf32>, tensor<2x2x4x4xf32>, f32) -> tensor<2x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%112, %108) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32, sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32", sym_visibility = "public"}> ({
      %105:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%105#0, %105#1, %105#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %93 = "arith.constant"() <{value = 0 : index}> : () -> index
        %94 = "stream.binding.subspan"(%arg20, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %95 = "stream.binding.subspan"(%arg21, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>
        %96 = "stream.binding.subspan"(%arg22, %93) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %97 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %98 = "iree_tensor_ext.dispatch.tensor.load"(%94) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %99 = "iree_tensor_ext.dispatch.tensor.load"(%95) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>) -> tensor<2x2x4x4xf32>
        %100 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %101 = "linalg.fill"(%97, %100) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        %102 = "linalg.mmt4d"(%98, %99, %101) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %103 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %104 = "arith.addf"(%arg25, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%104) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%102, %96) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_unpack_f32, sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "public"}> ({
      %92:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%92#0, %92#1, %92#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_unpack_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %86 = "arith.constant"() <{value = 0 : index}> : () -> index
        %87 = "stream.binding.subspan"(%arg18, %86) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %88 = "stream.binding.subspan"(%arg19, %86) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        %89 = "iree_tensor_ext.dispatch.tensor.load"(%87) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %90 = "tensor.empty"() : () -> tensor<10x6xf32>
        %91 = "linalg.unpack"(%89, %90) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<3x2x4x4xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%91, %88) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 6>, static_strides = array<i64: 1, 1>}> : (tensor<10x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_pack_i8, sym_name = "main_dispatch_4_pack_i8", sym_visibility = "public"}> ({
      %85:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%85#0, %85#1, %85#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_pack_i8"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %79 = "arith.constant"() <{value = 0 : index}> : () -> index
        %80 = "stream.binding.subspan"(%arg16, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %81 = "stream.binding.subspan"(%arg17, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %83 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %84 = "linalg.pack"(%82, %83) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%84, %81) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_pack_i8, sym_name = "main_dispatch_5_pack_i8", sym_visibility = "public"}> ({
      %78:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%78#0, %78#1, %78#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_pack_i8"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %72 = "arith.constant"() <{value = 0 : index}> : () -> index
        %73 = "stream.binding.subspan"(%arg14, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %74 = "stream.binding.subspan"(%arg15, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %75 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>) -> tensor<8x8xi8>
        %76 = "tensor.empty"() : () -> tensor<4x1x2x8xi8>
        %77 = "linalg.pack"(%75, %76) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 8>}> : (tensor<8x8xi8>, tensor<4x1x2x8xi8>) -> tensor<4x1x2x8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%77, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x2x8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32, sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "stream.binding.subspan"(%arg6, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %59 = "stream.binding.subspan"(%arg7, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %60 = "stream.binding.subspan"(%arg8, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        %61 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %64 = "tensor.empty"() : () -> tensor<4x4x2x2xi32>
        %65 = "linalg.fill"(%61, %64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: i32, %arg13: i32):
          "linalg.yield"(%arg12) : (i32) -> ()
        }) : (i32, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        %66 = "linalg.mmt4d"(%62, %63, %65) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: i8, %arg10: i8, %arg11: i32):
          %67 = "arith.extsi"(%arg9) : (i8) -> i32
          %68 = "arith.extsi"(%arg10) : (i8) -> i32
          %69 = "arith.muli"(%67, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %70 = "arith.addi"(%arg11, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%70) : (i32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x2x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_unpack_i32, sym_name = "main_dispatch_7_unpack_i32", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_unpack_i32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg4, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>
        %52 = "stream.binding.subspan"(%arg5, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>) -> tensor<4x4x2x2xi32>
        %54 = "tensor.empty"() : () -> tensor<8x8xi32>
        %55 = "linalg.unpack"(%53, %54) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, 2>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<4x4x2x2xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3 = "arith.constant"() <{value = 7 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<10x7xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<10x7xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 7 : index}> : () -> index
    %10 = "arith.constant"() <{value = 6 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<7x6xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<7x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "hal.element_type"() <{type = i8}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    %16 = "arith.constant"() <{value = 8 : index}> : () -> index
    %17 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %14, %15, %16, %17) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x8xi8>}> : () -> index
    %19 = "stream.tensor.import"(%arg2, %18) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %21 = "hal.element_type"() <{type = i8}> : () -> i32
    %22 = "hal.encoding_type"() : () -> i32
    %23 = "arith.constant"() <{value = 8 : index}> : () -> index
    %24 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg3, %21, %22, %23, %24) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %25 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x8xi8>}> : () -> index
    %26 = "stream.tensor.import"(%arg3, %25) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %27 = "stream.async.cast"(%26, %25, %25) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %28 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x2x4x4xf32>}> : () -> index
    %29 = "stream.tensor.dispatch"(%6, %4, %28) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_pack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<10x7xf32>], result_encodings = [tensor<3x2x4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %30 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2x4x4xf32>}> : () -> index
    %31 = "stream.tensor.dispatch"(%13, %11, %30) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_pack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<7x6xf32>], result_encodings = [tensor<2x2x4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %32 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x2x4x4xf32>}> : () -> index
    %33 = "stream.tensor.dispatch"(%29, %31, %28, %30, %32) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_mmt4d_3x2x2x4x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>], result_encodings = [tensor<3x2x4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %34 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<10x6xf32>}> : () -> index
    %35 = "stream.tensor.dispatch"(%33, %32, %34) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_unpack_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3x2x4x4xf32>], result_encodings = [tensor<10x6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %36 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x1x2x8xi8>}> : () -> index
    %37 = "stream.tensor.dispatch"(%20, %18, %36) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_pack_i8], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<8x8xi8>], result_encodings = [tensor<4x1x2x8xi8>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %38 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x1x2x8xi8>}> : () -> index
    %39 = "stream.tensor.dispatch"(%27, %25, %38) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_pack_i8], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<8x8xi8>], result_encodings = [tensor<4x1x2x8xi8>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %40 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4x2x2xi32>}> : () -> index
    %41 = "stream.tensor.dispatch"(%37, %39, %36, %38, %40) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>], result_encodings = [tensor<4x4x2x2xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %42 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x8xi32>}> : () -> index
    %43 = "stream.tensor.dispatch"(%41, %40, %42) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_unpack_i32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4x2x2xi32>], result_encodings = [tensor<8x8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %44 = "stream.async.cast"(%35, %34, %34) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %45 = "stream.tensor.export"(%44, %34) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<10x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %46 = "stream.async.cast"(%43, %42, %42) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %47 = "stream.tensor.export"(%46, %42) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %48 = "stream.async.cast"(%29, %28, %28) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %49 = "stream.tensor.export"(%48, %28) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2x4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%45, %47, %49) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x7xf32>, %input1: tensor<7x6xf32>, %input2: tensor<8x8xi8>, %input3: tensor<8x8xi8>) -> (%output0: tensor<10x6xf32>, %output1: tensor<8x8xi32>, %output2: tensor<3x2x4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

