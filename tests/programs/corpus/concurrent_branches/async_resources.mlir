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
      %84:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%84#0, %84#1, %84#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x4x4_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %73 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %74 = "arith.constant"() <{value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %75 = "arith.constant"() <{value = 0 : index}> : () -> index
        %76 = "stream.binding.subspan"(%arg35, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %77 = "stream.binding.subspan"(%arg36, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %78 = "iree_tensor_ext.dispatch.tensor.load"(%76) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %79 = "tensor.empty"() : () -> tensor<4x4xf32>
        %80 = "linalg.fill"(%73, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32):
          "linalg.yield"(%arg40) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %81 = "linalg.matmul"(%78, %74, %80) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
          %82 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %83 = "arith.addf"(%arg39, %82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%83) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%81, %77) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x4x4_f32, sym_name = "main_dispatch_1_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x4x4_f32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %61 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %62 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg28, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %65 = "stream.binding.subspan"(%arg29, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %67 = "tensor.empty"() : () -> tensor<4x4xf32>
        %68 = "linalg.fill"(%61, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          "linalg.yield"(%arg33) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %69 = "linalg.matmul"(%66, %62, %68) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %70 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "arith.addf"(%arg32, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_4x4x4_f32, sym_name = "main_dispatch_2_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_4x4x4_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %49 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %50 = "arith.constant"() <{value = dense<[[1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [2.000000e+00, 0.000000e+00, -2.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg21, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %53 = "stream.binding.subspan"(%arg22, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %55 = "tensor.empty"() : () -> tensor<4x4xf32>
        %56 = "linalg.fill"(%49, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %57 = "linalg.matmul"(%54, %50, %56) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %58 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.addf"(%arg25, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%59) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_4x4x4_f32, sym_name = "main_dispatch_3_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %48:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%48#0, %48#1, %48#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_4x4x4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %27 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %28 = "arith.constant"() <{value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 3.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 4.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %29 = "arith.constant"() <{value = 0 : index}> : () -> index
        %30 = "stream.binding.subspan"(%arg6, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %31 = "stream.binding.subspan"(%arg7, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %32 = "stream.binding.subspan"(%arg8, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %33 = "stream.binding.subspan"(%arg9, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %34 = "stream.binding.subspan"(%arg10, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %39 = "tensor.empty"() : () -> tensor<4x4xf32>
        %40 = "linalg.fill"(%27, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %41 = "linalg.matmul"(%35, %28, %40) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %46 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %47 = "arith.addf"(%arg18, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%47) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        %42 = "linalg.generic"(%41, %36, %37, %38, %39) <{indexing_maps = [#map3, #map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32, %arg15: f32):
          %43 = "arith.maximumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "arith.minimumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %45 = "arith.subf"(%43, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%45) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_16_f32, sym_name = "main_dispatch_4_elementwise_16_f32", sym_visibility = "public"}> ({
      %26:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%26#0, %26#1, %26#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_16_f32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "stream.binding.subspan"(%arg2, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %20 = "stream.binding.subspan"(%arg3, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %21 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %22 = "tensor.empty"() : () -> tensor<16xf32>
        %23 = "linalg.generic"(%21, %22) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: f32, %arg5: f32):
          %24 = "arith.mulf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %25 = "arith.addf"(%24, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%25) : (f32) -> ()
        }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%23, %20) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "hal.element_type"() <{type = f32}> : () -> i32
    %4 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %3, %4, %2, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %5 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %3, %4, %2, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8 = "stream.async.cast"(%7, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %9 = "stream.async.dispatch"(%6, %1, %0, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %10 = "stream.async.dispatch"(%6, %1, %0, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %11 = "stream.async.dispatch"(%6, %1, %0, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %12 = "stream.async.dispatch"(%6, %9, %10, %11, %1, %1, %1, %1, %0, %0, %0, %0, %1, %1, %1, %1, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 4, 4, 4, 4, 4, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %13 = "stream.async.dispatch"(%8, %1, %0, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_16_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %14 = "stream.async.cast"(%12, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.async.cast"(%13, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15, %17) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<4x4xf32>, %output1: tensor<4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

