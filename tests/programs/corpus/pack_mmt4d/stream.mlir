#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_pack_f32, sym_name = "main_dispatch_0_pack_f32", sym_visibility = "public"}> ({
      %109:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%109#0, %109#1, %109#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_pack_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %102 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %103 = "arith.constant"() <{value = 0 : index}> : () -> index
        %104 = "stream.binding.subspan"(%arg35, %103) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>
        %105 = "stream.binding.subspan"(%arg36, %103) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %106 = "iree_tensor_ext.dispatch.tensor.load"(%104) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>) -> tensor<10x7xf32>
        %107 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %108 = "linalg.pack"(%106, %107, %102) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<10x7xf32>, tensor<3x2x4x4xf32>, f32) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%108, %105) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_pack_f32, sym_name = "main_dispatch_1_pack_f32", sym_visibility = "public"}> ({
      %101:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%101#0, %101#1, %101#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_pack_f32"}> ({
      ^bb0(%arg33: !stream.binding, %arg34: !stream.binding):
        %94 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %95 = "arith.constant"() <{value = 0 : index}> : () -> index
        %96 = "stream.binding.subspan"(%arg33, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>
        %97 = "stream.binding.subspan"(%arg34, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        %98 = "iree_tensor_ext.dispatch.tensor.load"(%96) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 7, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>) -> tensor<7x6xf32>
        %99 = "tensor.empty"() : () -> tensor<2x2x4x4xf32>
        %100 = "linalg.pack"(%98, %99, %94) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<7x6xf32>, tensor<2x2x4x4xf32>, f32) -> tensor<2x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%100, %97) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32, sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32", sym_visibility = "public"}> ({
      %93:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%93#0, %93#1, %93#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_mmt4d_3x2x2x4x4x4_f32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding, %arg27: !stream.binding):
        %80 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %81 = "arith.constant"() <{value = 0 : index}> : () -> index
        %82 = "arith.constant"() <{value = 256 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg25, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %84 = "stream.binding.subspan"(%arg26, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>
        %85 = "stream.binding.subspan"(%arg27, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %86 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%84) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>) -> tensor<2x2x4x4xf32>
        %88 = "tensor.empty"() : () -> tensor<3x2x4x4xf32>
        %89 = "linalg.fill"(%80, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32):
          "linalg.yield"(%arg31) : (f32) -> ()
        }) : (f32, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        %90 = "linalg.mmt4d"(%86, %87, %89) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
          %91 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %92 = "arith.addf"(%arg30, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%92) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%90, %85) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_unpack_f32, sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_unpack_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %72 = "arith.constant"() <{value = 256 : index}> : () -> index
        %73 = "arith.constant"() <{value = 384 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg23, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %75 = "stream.binding.subspan"(%arg24, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 4, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>) -> tensor<3x2x4x4xf32>
        %77 = "tensor.empty"() : () -> tensor<10x6xf32>
        %78 = "linalg.unpack"(%76, %77) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<3x2x4x4xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 6>, static_strides = array<i64: 1, 1>}> : (tensor<10x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>) -> ()
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
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_pack_i8"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %65 = "arith.constant"() <{value = 0 : index}> : () -> index
        %66 = "stream.binding.subspan"(%arg21, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %67 = "stream.binding.subspan"(%arg22, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
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
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_pack_i8"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "arith.constant"() <{value = 64 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg19, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %60 = "stream.binding.subspan"(%arg20, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
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
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "arith.constant"() <{value = 64 : index}> : () -> index
        %43 = "arith.constant"() <{value = 128 : index}> : () -> index
        %44 = "stream.binding.subspan"(%arg12, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %45 = "stream.binding.subspan"(%arg12, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %46 = "stream.binding.subspan"(%arg13, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 1, 2, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>) -> tensor<4x1x2x8xi8>
        %49 = "tensor.empty"() : () -> tensor<4x4x2x2xi32>
        %50 = "linalg.fill"(%40, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: i32, %arg18: i32):
          "linalg.yield"(%arg17) : (i32) -> ()
        }) : (i32, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        %51 = "linalg.mmt4d"(%47, %48, %50) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: i8, %arg15: i8, %arg16: i32):
          %52 = "arith.extsi"(%arg14) : (i8) -> i32
          %53 = "arith.extsi"(%arg15) : (i8) -> i32
          %54 = "arith.muli"(%52, %53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %55 = "arith.addi"(%arg16, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%55) : (i32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>, tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 4, 2, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x2x2xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>) -> ()
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
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_unpack_i32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %32 = "arith.constant"() <{value = 128 : index}> : () -> index
        %33 = "arith.constant"() <{value = 640 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg10, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>
        %35 = "stream.binding.subspan"(%arg11, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
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
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 896 : index}> : () -> index
    %2 = "arith.constant"() <{value = 640 : index}> : () -> index
    %3 = "arith.constant"() <{value = 240 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "arith.constant"() <{value = 384 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "arith.constant"() <{value = 168 : index}> : () -> index
    %8 = "arith.constant"() <{value = 280 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "arith.constant"() <{value = 6 : index}> : () -> index
    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
    %12 = "arith.constant"() <{value = 10 : index}> : () -> index
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<10x7xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %13, %14, %11, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.import"(%arg1, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<7x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %17 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %17, %14, %9, %9) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.import"(%arg2, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %17, %14, %9, %9) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %19 = "stream.tensor.import"(%arg3, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %21:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %22 = "stream.timepoint.join"(%20#1, %21#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.cmd.execute"(%15, %16, %18, %19, %20#0, %21#0, %8, %7, %6, %6, %1, %2, %22) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 6, 6, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>, %arg9: !stream.resource<transient>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg4, %arg8, %8, %1, %0, %0, %8, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_pack_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg5, %arg9, %7, %2, %0, %0, %7, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_pack_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg8, %arg9, %arg9, %1, %2, %2, %0, %0, %0, %1, %2, %2) <{entry_points = [@main_dispatch_2::@main_dispatch_2_mmt4d_3x2x2x4x4x4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg9, %arg8, %2, %1, %0, %0, %2, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_unpack_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg6, %arg9, %6, %2, %0, %0, %6, %2) <{entry_points = [@main_dispatch_4::@main_dispatch_4_pack_i8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg7, %arg9, %6, %2, %0, %0, %6, %2) <{entry_points = [@main_dispatch_5::@main_dispatch_5_pack_i8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%arg9, %arg9, %2, %2, %0, %0, %2, %2) <{entry_points = [@main_dispatch_6::@main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg9, %arg8, %2, %1, %0, %0, %2, %1) <{entry_points = [@main_dispatch_7::@main_dispatch_7_unpack_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.resource.dealloca"(%21#0, %2, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.timepoint.await"(%20#0, %1, %24) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%25, %1, %5, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.resource.subview"(%25, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %28 = "stream.resource.subview"(%25, %1, %0, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%26, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<10x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%27, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%28, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2x4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%29, %30, %31) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x7xf32>, %input1: tensor<7x6xf32>, %input2: tensor<8x8xi8>, %input3: tensor<8x8xi8>) -> (%output0: tensor<10x6xf32>, %output1: tensor<8x8xi32>, %output2: tensor<3x2x4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

