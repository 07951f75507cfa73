#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %105:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%105#0, %105#1, %105#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg38: !stream.binding, %arg39: !stream.binding):
        %97 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00, 2.500000e-01, 1.000000e+03]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %98 = "arith.constant"() <{value = 0 : index}> : () -> index
        %99 = "stream.binding.subspan"(%arg38, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %100 = "stream.binding.subspan"(%arg39, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %101 = "iree_tensor_ext.dispatch.tensor.load"(%99) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %102 = "tensor.empty"() : () -> tensor<4xf32>
        %103 = "linalg.generic"(%101, %97, %102) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
          %104 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%104) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%103, %100) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32xi32xi32, sym_name = "main_dispatch_1_elementwise_4_f32xi32xi32", sym_visibility = "public"}> ({
      %96:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%96#0, %96#1, %96#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32xi32xi32"}> ({
      ^bb0(%arg33: !stream.binding, %arg34: !stream.binding):
        %87 = "arith.constant"() <{value = dense<[1, -2, 2147483647, -2147483648]> : tensor<4xi32>}> : () -> tensor<4xi32>
        %88 = "arith.constant"() <{value = 0 : index}> : () -> index
        %89 = "stream.binding.subspan"(%arg33, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %90 = "stream.binding.subspan"(%arg34, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
        %91 = "iree_tensor_ext.dispatch.tensor.load"(%89) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %92 = "tensor.empty"() : () -> tensor<4xi32>
        %93 = "linalg.generic"(%91, %87, %92) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32, %arg36: i32, %arg37: i32):
          %94 = "arith.fptosi"(%arg35) : (f32) -> i32
          %95 = "arith.xori"(%94, %arg36) : (i32, i32) -> i32
          "linalg.yield"(%95) : (i32) -> ()
        }) : (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%93, %90) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %78 = "arith.constant"() <{value = dense_resource<blob_f32> : tensor<4xf32>}> : () -> tensor<4xf32>
        %79 = "arith.constant"() <{value = 0 : index}> : () -> index
        %80 = "stream.binding.subspan"(%arg28, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %81 = "stream.binding.subspan"(%arg29, %79) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %83 = "tensor.empty"() : () -> tensor<4xf32>
        %84 = "linalg.generic"(%82, %78, %83) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %85 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%85) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%84, %81) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_2_f32xf16, sym_name = "main_dispatch_3_elementwise_2_f32xf16", sym_visibility = "public"}> ({
      %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_2_f32xf16"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding):
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg24, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %72 = "stream.binding.subspan"(%arg25, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>
        %73 = "tensor.empty"() : () -> tensor<2xf16>
        %74 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<2xf32>
        %75 = "linalg.generic"(%74, %73) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f16):
          %76 = "arith.truncf"(%arg26) : (f32) -> f16
          "linalg.yield"(%76) : (f16) -> ()
        }) : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %72) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_2x2_f16, sym_name = "main_dispatch_4_elementwise_2x2_f16", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_2x2_f16"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %61 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [5.000000e-01, -0.000000e+00]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg19, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>
        %64 = "stream.binding.subspan"(%arg20, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>) -> tensor<2xf16>
        %66 = "tensor.empty"() : () -> tensor<2x2xf16>
        %67 = "linalg.generic"(%65, %61, %66) <{indexing_maps = [#map1, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f16, %arg22: f16, %arg23: f16):
          %68 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%68) : (f16) -> ()
        }) : (tensor<2xf16>, tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%67, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_4_f32xi8, sym_name = "main_dispatch_5_elementwise_4_f32xi8", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_4_f32xi8"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding):
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg15, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %55 = "stream.binding.subspan"(%arg16, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %57 = "tensor.empty"() : () -> tensor<4xi8>
        %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: i8):
          %59 = "arith.fptosi"(%arg17) : (f32) -> i8
          "linalg.yield"(%59) : (i8) -> ()
        }) : (tensor<4xf32>, tensor<4xi8>) -> tensor<4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_4_i1xi8xi8xi8, sym_name = "main_dispatch_6_elementwise_4_i1xi8xi8xi8", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_4_i1xi8xi8xi8"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %41 = "arith.constant"() <{value = 3 : i8}> : () -> i8
        %42 = "arith.constant"() <{value = dense<[-128, 127, 0, 1]> : tensor<4xi8>}> : () -> tensor<4xi8>
        %43 = "arith.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg9, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>
        %46 = "stream.binding.subspan"(%arg10, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>) -> tensor<4xi8>
        %48 = "tensor.empty"() : () -> tensor<4xi8>
        %49 = "linalg.generic"(%43, %42, %47, %48) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg11: i1, %arg12: i8, %arg13: i8, %arg14: i8):
          %50 = "arith.muli"(%arg13, %41) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
          %51 = "arith.select"(%arg11, %arg12, %50) : (i1, i8, i8) -> i8
          "linalg.yield"(%51) : (i8) -> ()
        }) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_4_f32, sym_name = "main_dispatch_7_elementwise_4_f32", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_4_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %32 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg4, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %35 = "stream.binding.subspan"(%arg5, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %37 = "tensor.empty"() : () -> tensor<4xf32>
        %38 = "linalg.generic"(%32, %36, %37) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %39 = "arith.subf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%39) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 384 : index}> : () -> index
    %2 = "arith.constant"() <{value = 320 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 192 : index}> : () -> index
    %5 = "arith.constant"() <{value = 128 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8 = "arith.constant"() <{value = 16 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %14:2 = "stream.resource.alloca"(%5) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %15 = "stream.timepoint.join"(%13#1, %14#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.cmd.execute"(%12, %13#0, %14#0, %8, %1, %5, %15) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>, %arg3: !stream.resource<transient>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg1, %arg2, %8, %1, %0, %0, %8, %8) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg2, %8, %1, %0, %6, %8, %8) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32xi32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg2, %8, %1, %0, %5, %8, %8) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg3, %8, %5, %0, %0, %8, %9) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_2_f32xf16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg3, %arg2, %5, %1, %0, %4, %9, %7) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_2x2_f16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg3, %8, %5, %0, %6, %8, %9) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_4_f32xi8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg3, %arg2, %5, %1, %6, %3, %9, %9) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_4_i1xi8xi8xi8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg2, %8, %1, %0, %2, %8, %8) <{entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.resource.dealloca"(%14#0, %5, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.timepoint.join"(%17, %16) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.timepoint.await"(%13#0, %1, %18) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%19, %1, %0, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%19, %1, %6, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%19, %1, %5, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%19, %1, %4, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%19, %1, %3, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%19, %1, %2, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%20, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%21, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%22, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%23, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%24, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%25, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %27, %28, %29, %30, %31) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>, %output2: tensor<4xf32>, %output3: tensor<2x2xf16>, %output4: tensor<4xi8>, %output5: tensor<4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_f32: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}

