#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %107:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%107#0, %107#1, %107#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %99 = "arith.constant"() <{value = 0 : index}> : () -> index
        %100 = "stream.binding.subspan"(%arg35, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %101 = "stream.binding.subspan"(%arg36, %99) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %102 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00, 2.500000e-01, 1.000000e+03]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %103 = "iree_tensor_ext.dispatch.tensor.load"(%100) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %104 = "tensor.empty"() : () -> tensor<4xf32>
        %105 = "linalg.generic"(%103, %102, %104) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
          %106 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%106) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%105, %101) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32xi32xi32, sym_name = "main_dispatch_1_elementwise_4_f32xi32xi32", sym_visibility = "public"}> ({
      %98:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%98#0, %98#1, %98#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32xi32xi32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %89 = "arith.constant"() <{value = 0 : index}> : () -> index
        %90 = "stream.binding.subspan"(%arg30, %89) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %91 = "stream.binding.subspan"(%arg31, %89) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
        %92 = "arith.constant"() <{value = dense<[1, -2, 2147483647, -2147483648]> : tensor<4xi32>}> : () -> tensor<4xi32>
        %93 = "iree_tensor_ext.dispatch.tensor.load"(%90) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %94 = "tensor.empty"() : () -> tensor<4xi32>
        %95 = "linalg.generic"(%93, %92, %94) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg32: f32, %arg33: i32, %arg34: i32):
          %96 = "arith.fptosi"(%arg32) : (f32) -> i32
          %97 = "arith.xori"(%96, %arg33) : (i32, i32) -> i32
          "linalg.yield"(%97) : (i32) -> ()
        }) : (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %91) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %88:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%88#0, %88#1, %88#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %80 = "arith.constant"() <{value = 0 : index}> : () -> index
        %81 = "stream.binding.subspan"(%arg25, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %82 = "stream.binding.subspan"(%arg26, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %83 = "arith.constant"() <{value = dense_resource<blob_f32> : tensor<4xf32>}> : () -> tensor<4xf32>
        %84 = "iree_tensor_ext.dispatch.tensor.load"(%81) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %85 = "tensor.empty"() : () -> tensor<4xf32>
        %86 = "linalg.generic"(%84, %83, %85) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
          %87 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%87) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%86, %82) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_2_f32xf16, sym_name = "main_dispatch_3_elementwise_2_f32xf16", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_2_f32xf16"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %72 = "arith.constant"() <{value = 0 : index}> : () -> index
        %73 = "stream.binding.subspan"(%arg21, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %74 = "stream.binding.subspan"(%arg22, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>
        %75 = "tensor.empty"() : () -> tensor<2xf16>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<2xf32>
        %77 = "linalg.generic"(%76, %75) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f16):
          %78 = "arith.truncf"(%arg23) : (f32) -> f16
          "linalg.yield"(%78) : (f16) -> ()
        }) : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%77, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_2x2_f16, sym_name = "main_dispatch_4_elementwise_2x2_f16", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_2x2_f16"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg16, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>
        %65 = "stream.binding.subspan"(%arg17, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>
        %66 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [5.000000e-01, -0.000000e+00]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>) -> tensor<2xf16>
        %68 = "tensor.empty"() : () -> tensor<2x2xf16>
        %69 = "linalg.generic"(%67, %66, %68) <{indexing_maps = [#map1, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f16, %arg19: f16, %arg20: f16):
          %70 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%70) : (f16) -> ()
        }) : (tensor<2xf16>, tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_4_f32xi8, sym_name = "main_dispatch_5_elementwise_4_f32xi8", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_4_f32xi8"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding):
        %55 = "arith.constant"() <{value = 0 : index}> : () -> index
        %56 = "stream.binding.subspan"(%arg12, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %57 = "stream.binding.subspan"(%arg13, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %59 = "tensor.empty"() : () -> tensor<4xi8>
        %60 = "linalg.generic"(%58, %59) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: i8):
          %61 = "arith.fptosi"(%arg14) : (f32) -> i8
          "linalg.yield"(%61) : (i8) -> ()
        }) : (tensor<4xf32>, tensor<4xi8>) -> tensor<4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%60, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_4_i1xi8xi8xi8, sym_name = "main_dispatch_6_elementwise_4_i1xi8xi8xi8", sym_visibility = "public"}> ({
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_4_i1xi8xi8xi8"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %43 = "arith.constant"() <{value = 0 : index}> : () -> index
        %44 = "stream.binding.subspan"(%arg6, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>
        %45 = "stream.binding.subspan"(%arg7, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %46 = "arith.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
        %47 = "arith.constant"() <{value = dense<[-128, 127, 0, 1]> : tensor<4xi8>}> : () -> tensor<4xi8>
        %48 = "arith.constant"() <{value = 3 : i8}> : () -> i8
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>) -> tensor<4xi8>
        %50 = "tensor.empty"() : () -> tensor<4xi8>
        %51 = "linalg.generic"(%46, %47, %49, %50) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg8: i1, %arg9: i8, %arg10: i8, %arg11: i8):
          %52 = "arith.muli"(%arg10, %48) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
          %53 = "arith.select"(%arg8, %arg9, %52) : (i1, i8, i8) -> i8
          "linalg.yield"(%53) : (i8) -> ()
        }) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_4_f32, sym_name = "main_dispatch_7_elementwise_4_f32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_4_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg1, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %36 = "stream.binding.subspan"(%arg2, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %37 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %39 = "tensor.empty"() : () -> tensor<4xf32>
        %40 = "linalg.generic"(%37, %38, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
          %41 = "arith.subf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %3 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %4 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5 = "stream.async.cast"(%4, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %6 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %7 = "stream.tensor.dispatch"(%5, %3, %6) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %8 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xi32>}> : () -> index
    %9 = "stream.tensor.dispatch"(%5, %3, %8) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32xi32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %10 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %11 = "stream.tensor.dispatch"(%5, %3, %10) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %12 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2xf16>}> : () -> index
    %13 = "stream.tensor.dispatch"(%5, %3, %12) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_2_f32xf16], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<2xf16>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2xf16>}> : () -> index
    %15 = "stream.tensor.dispatch"(%13, %12, %14) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_2x2_f16], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<2xf16>], result_encodings = [tensor<2x2xf16>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xi8>}> : () -> index
    %17 = "stream.tensor.dispatch"(%5, %3, %16) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_4_f32xi8], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xi8>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xi8>}> : () -> index
    %19 = "stream.tensor.dispatch"(%17, %16, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_4_i1xi8xi8xi8], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xi8>], result_encodings = [tensor<4xi8>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %21 = "stream.tensor.dispatch"(%5, %3, %20) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.async.cast"(%7, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %24 = "stream.async.cast"(%9, %8, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %25 = "stream.tensor.export"(%24, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %26 = "stream.async.cast"(%11, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%26, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.async.cast"(%15, %14, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%32, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%23, %25, %27, %29, %31, %33) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>, %output2: tensor<4xf32>, %output3: tensor<2x2xf16>, %output4: tensor<4xi8>, %output5: tensor<4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_f32: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}

