#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %99:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%99#0, %99#1, %99#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg41: !stream.binding, %arg42: !stream.binding):
        %91 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00, 2.500000e-01, 1.000000e+03]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %92 = "arith.constant"() <{value = 0 : index}> : () -> index
        %93 = "stream.binding.subspan"(%arg41, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %94 = "stream.binding.subspan"(%arg42, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %95 = "iree_tensor_ext.dispatch.tensor.load"(%93) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %96 = "tensor.empty"() : () -> tensor<4xf32>
        %97 = "linalg.generic"(%95, %91, %96) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
          %98 = "arith.addf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%98) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%97, %94) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32xi32xi32, sym_name = "main_dispatch_1_elementwise_4_f32xi32xi32", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32xi32xi32"}> ({
      ^bb0(%arg36: !stream.binding, %arg37: !stream.binding):
        %81 = "arith.constant"() <{value = dense<[1, -2, 2147483647, -2147483648]> : tensor<4xi32>}> : () -> tensor<4xi32>
        %82 = "arith.constant"() <{value = 0 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg36, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %84 = "stream.binding.subspan"(%arg37, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %86 = "tensor.empty"() : () -> tensor<4xi32>
        %87 = "linalg.generic"(%85, %81, %86) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg38: f32, %arg39: i32, %arg40: i32):
          %88 = "arith.fptosi"(%arg38) : (f32) -> i32
          %89 = "arith.xori"(%88, %arg39) : (i32, i32) -> i32
          "linalg.yield"(%89) : (i32) -> ()
        }) : (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %84) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %80:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%80#0, %80#1, %80#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg31: !stream.binding, %arg32: !stream.binding):
        %72 = "arith.constant"() <{value = dense_resource<blob_f32> : tensor<4xf32>}> : () -> tensor<4xf32>
        %73 = "arith.constant"() <{value = 0 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg31, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %75 = "stream.binding.subspan"(%arg32, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %77 = "tensor.empty"() : () -> tensor<4xf32>
        %78 = "linalg.generic"(%76, %72, %77) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
          %79 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%79) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_2_f32xf16, sym_name = "main_dispatch_3_elementwise_2_f32xf16", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_2_f32xf16"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding):
        %64 = "arith.constant"() <{value = 0 : index}> : () -> index
        %65 = "stream.binding.subspan"(%arg27, %64) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %66 = "stream.binding.subspan"(%arg28, %64) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>
        %67 = "tensor.empty"() : () -> tensor<2xf16>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<2xf32>
        %69 = "linalg.generic"(%68, %67) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg29: f32, %arg30: f16):
          %70 = "arith.truncf"(%arg29) : (f32) -> f16
          "linalg.yield"(%70) : (f16) -> ()
        }) : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %66) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_2x2_f16, sym_name = "main_dispatch_4_elementwise_2x2_f16", sym_visibility = "public"}> ({
      %63:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%63#0, %63#1, %63#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_2x2_f16"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %55 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [5.000000e-01, -0.000000e+00]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg22, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>
        %58 = "stream.binding.subspan"(%arg23, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>) -> tensor<2xf16>
        %60 = "tensor.empty"() : () -> tensor<2x2xf16>
        %61 = "linalg.generic"(%59, %55, %60) <{indexing_maps = [#map1, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg24: f16, %arg25: f16, %arg26: f16):
          %62 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%62) : (f16) -> ()
        }) : (tensor<2xf16>, tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%61, %58) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_4_f32xi8, sym_name = "main_dispatch_5_elementwise_4_f32xi8", sym_visibility = "public"}> ({
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_4_f32xi8"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "stream.binding.subspan"(%arg18, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %49 = "stream.binding.subspan"(%arg19, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %51 = "tensor.empty"() : () -> tensor<4xi8>
        %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: f32, %arg21: i8):
          %53 = "arith.fptosi"(%arg20) : (f32) -> i8
          "linalg.yield"(%53) : (i8) -> ()
        }) : (tensor<4xf32>, tensor<4xi8>) -> tensor<4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%52, %49) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_4_i1xi8xi8xi8, sym_name = "main_dispatch_6_elementwise_4_i1xi8xi8xi8", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_4_i1xi8xi8xi8"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding):
        %35 = "arith.constant"() <{value = 3 : i8}> : () -> i8
        %36 = "arith.constant"() <{value = dense<[-128, 127, 0, 1]> : tensor<4xi8>}> : () -> tensor<4xi8>
        %37 = "arith.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
        %38 = "arith.constant"() <{value = 0 : index}> : () -> index
        %39 = "stream.binding.subspan"(%arg12, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>
        %40 = "stream.binding.subspan"(%arg13, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>) -> tensor<4xi8>
        %42 = "tensor.empty"() : () -> tensor<4xi8>
        %43 = "linalg.generic"(%37, %36, %41, %42) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg14: i1, %arg15: i8, %arg16: i8, %arg17: i8):
          %44 = "arith.muli"(%arg16, %35) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
          %45 = "arith.select"(%arg14, %arg15, %44) : (i1, i8, i8) -> i8
          "linalg.yield"(%45) : (i8) -> ()
        }) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%43, %40) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_4_f32, sym_name = "main_dispatch_7_elementwise_4_f32", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_4_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %26 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %27 = "arith.constant"() <{value = 0 : index}> : () -> index
        %28 = "stream.binding.subspan"(%arg7, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %29 = "stream.binding.subspan"(%arg8, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %31 = "tensor.empty"() : () -> tensor<4xf32>
        %32 = "linalg.generic"(%26, %30, %31) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %33 = "arith.subf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%33) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%32, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7:7 = "stream.async.execute"(%6, %2, %2, %2, %2, %0, %3, %2) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 6, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %15:4 = "stream.async.concurrent"(%arg1, %2, %2, %2, %2, %3) <{operandSegmentSizes = array<i32: 1, 1, 4>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg6: !stream.resource<external>):
        %22 = "stream.async.dispatch"(%arg6, %2, %1, %2, %2, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %23 = "stream.async.dispatch"(%arg6, %2, %1, %2, %2, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32xi32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %24 = "stream.async.dispatch"(%arg6, %2, %1, %2, %2, %2) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %25 = "stream.async.dispatch"(%arg6, %2, %1, %2, %2, %3) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_2_f32xf16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
        "stream.yield"(%22, %23, %24, %25, %2, %2, %2, %3) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index) -> ()
      }) : (!stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>)
      %16:2 = "stream.async.concurrent"(%15#3, %arg1, %3, %2, %0, %3) <{operandSegmentSizes = array<i32: 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<transient>, %arg5: !stream.resource<external>):
        %20 = "stream.async.dispatch"(%arg4, %3, %1, %3, %3, %0) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_2x2_f16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
        %21 = "stream.async.dispatch"(%arg5, %2, %1, %2, %2, %3) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_4_f32xi8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
        "stream.yield"(%20, %21, %0, %3) : (!stream.resource<external>, !stream.resource<transient>, index, index) -> ()
      }) : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<transient>)
      %17:2 = "stream.async.concurrent"(%16#1, %arg1, %3, %2, %3, %2) <{operandSegmentSizes = array<i32: 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg2: !stream.resource<transient>, %arg3: !stream.resource<external>):
        %18 = "stream.async.dispatch"(%arg2, %3, %1, %3, %3, %3) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_4_i1xi8xi8xi8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
        %19 = "stream.async.dispatch"(%arg3, %2, %1, %2, %2, %2) <{entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%18, %19, %3, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%15#0, %15#1, %15#2, %16#0, %17#0, %17#1, %2, %2, %2, %0, %3, %2) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %8:6 = "stream.timepoint.await"(%7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %2, %2, %2, %0, %3, %2, %7#6) <{operandSegmentSizes = array<i32: 6, 6, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %9 = "stream.tensor.export"(%8#0, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %10 = "stream.tensor.export"(%8#1, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%8#2, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %12 = "stream.tensor.export"(%8#3, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%8#4, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%8#5, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%9, %10, %11, %12, %13, %14) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>, %output2: tensor<4xf32>, %output3: tensor<2x2xf16>, %output4: tensor<4xi8>, %output5: tensor<4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_f32: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}

