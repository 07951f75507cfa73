#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x4x4_f32, sym_name = "main_dispatch_0_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %98:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%98#0, %98#1, %98#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x4x4_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %87 = "arith.constant"() <{value = 0 : index}> : () -> index
        %88 = "stream.binding.subspan"(%arg35, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %89 = "stream.binding.subspan"(%arg36, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %90 = "arith.constant"() <{value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %91 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %92 = "iree_tensor_ext.dispatch.tensor.load"(%88) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %93 = "tensor.empty"() : () -> tensor<4x4xf32>
        %94 = "linalg.fill"(%91, %93) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32):
          "linalg.yield"(%arg40) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %95 = "linalg.matmul"(%92, %90, %94) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
          %96 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %97 = "arith.addf"(%arg39, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%97) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %89) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x4x4_f32, sym_name = "main_dispatch_1_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x4x4_f32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %75 = "arith.constant"() <{value = 0 : index}> : () -> index
        %76 = "stream.binding.subspan"(%arg28, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %77 = "stream.binding.subspan"(%arg29, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %78 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %79 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %80 = "iree_tensor_ext.dispatch.tensor.load"(%76) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %81 = "tensor.empty"() : () -> tensor<4x4xf32>
        %82 = "linalg.fill"(%79, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          "linalg.yield"(%arg33) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %83 = "linalg.matmul"(%80, %78, %82) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %84 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %85 = "arith.addf"(%arg32, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%85) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %77) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_4x4x4_f32, sym_name = "main_dispatch_2_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_4x4x4_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg21, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %65 = "stream.binding.subspan"(%arg22, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %66 = "arith.constant"() <{value = dense<[[1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [2.000000e+00, 0.000000e+00, -2.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %67 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %69 = "tensor.empty"() : () -> tensor<4x4xf32>
        %70 = "linalg.fill"(%67, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %71 = "linalg.matmul"(%68, %66, %70) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %72 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %73 = "arith.addf"(%arg25, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_4x4x4_f32, sym_name = "main_dispatch_3_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_4x4x4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg6, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %43 = "stream.binding.subspan"(%arg7, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %44 = "stream.binding.subspan"(%arg8, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %45 = "stream.binding.subspan"(%arg9, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %46 = "stream.binding.subspan"(%arg10, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %47 = "arith.constant"() <{value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 3.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 4.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %48 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %53 = "tensor.empty"() : () -> tensor<4x4xf32>
        %54 = "linalg.fill"(%48, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %55 = "linalg.matmul"(%49, %47, %54) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %60 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %61 = "arith.addf"(%arg18, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%61) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        %56 = "linalg.generic"(%55, %50, %51, %52, %53) <{indexing_maps = [#map3, #map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32, %arg15: f32):
          %57 = "arith.maximumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.minimumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.subf"(%57, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%59) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_16_f32, sym_name = "main_dispatch_4_elementwise_16_f32", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_16_f32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "stream.binding.subspan"(%arg2, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %34 = "stream.binding.subspan"(%arg3, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %36 = "tensor.empty"() : () -> tensor<16xf32>
        %37 = "linalg.generic"(%35, %36) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: f32, %arg5: f32):
          %38 = "arith.mulf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %39 = "arith.addf"(%38, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%39) : (f32) -> ()
        }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%37, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %15 = "stream.tensor.dispatch"(%6, %4, %14) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4xf32>], result_encodings = [tensor<4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %17 = "stream.tensor.dispatch"(%6, %4, %16) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4xf32>], result_encodings = [tensor<4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%6, %4, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4xf32>], result_encodings = [tensor<4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %21 = "stream.tensor.dispatch"(%6, %15, %17, %19, %4, %14, %16, %18, %20) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 4, 4, 0, 1, 0>, operand_encodings = [tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>], result_encodings = [tensor<4x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<16xf32>}> : () -> index
    %23 = "stream.tensor.clone"(%13, %11, %22) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<16xf32>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<16xf32>}> : () -> index
    %25 = "stream.tensor.dispatch"(%23, %22, %24) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_16_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<16xf32>], result_encodings = [tensor<16xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %27 = "stream.tensor.clone"(%25, %24, %26) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4x4xf32>, source_encoding = tensor<16xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %28 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%27, %26, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%29, %31) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<4x4xf32>, %output1: tensor<4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

