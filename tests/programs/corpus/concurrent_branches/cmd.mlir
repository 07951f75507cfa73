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
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x4x4_f32"}> ({
      ^bb0(%arg39: !stream.binding, %arg40: !stream.binding):
        %75 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %76 = "arith.constant"() <{value = dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %77 = "arith.constant"() <{value = 0 : index}> : () -> index
        %78 = "stream.binding.subspan"(%arg39, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %79 = "stream.binding.subspan"(%arg40, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %80 = "iree_tensor_ext.dispatch.tensor.load"(%78) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %81 = "tensor.empty"() : () -> tensor<4x4xf32>
        %82 = "linalg.fill"(%75, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg44: f32, %arg45: f32):
          "linalg.yield"(%arg44) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %83 = "linalg.matmul"(%80, %76, %82) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
          %84 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %85 = "arith.addf"(%arg43, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%85) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %79) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x4x4_f32, sym_name = "main_dispatch_1_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x4x4_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding):
        %63 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %64 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %65 = "arith.constant"() <{value = 0 : index}> : () -> index
        %66 = "stream.binding.subspan"(%arg32, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %67 = "stream.binding.subspan"(%arg33, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %69 = "tensor.empty"() : () -> tensor<4x4xf32>
        %70 = "linalg.fill"(%63, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32):
          "linalg.yield"(%arg37) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %71 = "linalg.matmul"(%68, %64, %70) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
          %72 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %73 = "arith.addf"(%arg36, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_4x4x4_f32, sym_name = "main_dispatch_2_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_4x4x4_f32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %51 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %52 = "arith.constant"() <{value = dense<[[1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [-1.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [2.000000e+00, 0.000000e+00, -2.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg25, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %55 = "stream.binding.subspan"(%arg26, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %57 = "tensor.empty"() : () -> tensor<4x4xf32>
        %58 = "linalg.fill"(%51, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %59 = "linalg.matmul"(%56, %52, %58) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
          %60 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %61 = "arith.addf"(%arg29, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%61) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%59, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_4x4x4_f32, sym_name = "main_dispatch_3_matmul_4x4x4_f32", sym_visibility = "public"}> ({
      %50:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%50#0, %50#1, %50#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_4x4x4_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %30 = "arith.constant"() <{value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 3.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 4.000000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg10, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %33 = "stream.binding.subspan"(%arg11, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %34 = "stream.binding.subspan"(%arg12, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %35 = "stream.binding.subspan"(%arg13, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %36 = "stream.binding.subspan"(%arg14, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %41 = "tensor.empty"() : () -> tensor<4x4xf32>
        %42 = "linalg.fill"(%29, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %43 = "linalg.matmul"(%37, %30, %42) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %48 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "arith.addf"(%arg22, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%49) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        %44 = "linalg.generic"(%43, %38, %39, %40, %41) <{indexing_maps = [#map3, #map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32, %arg18: f32, %arg19: f32):
          %45 = "arith.maximumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "arith.minimumf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %47 = "arith.subf"(%45, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%47) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_16_f32, sym_name = "main_dispatch_4_elementwise_16_f32", sym_visibility = "public"}> ({
      %28:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%28#0, %28#1, %28#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_16_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %20 = "arith.constant"() <{value = 0 : index}> : () -> index
        %21 = "stream.binding.subspan"(%arg6, %20) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %22 = "stream.binding.subspan"(%arg7, %20) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %24 = "tensor.empty"() : () -> tensor<16xf32>
        %25 = "linalg.generic"(%23, %24) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32):
          %26 = "arith.mulf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %27 = "arith.addf"(%26, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%27) : (f32) -> ()
        }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%25, %22) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 192 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %5, %6, %4, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %11 = "stream.timepoint.join"(%9#1, %10#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %12 = "stream.cmd.execute"(%7, %8, %9#0, %10#0, %3, %3, %2, %1, %11) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<transient>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg5, %3, %1, %0, %0, %3, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg5, %3, %1, %0, %3, %3, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg5, %3, %1, %0, %2, %3, %3) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg5, %arg5, %arg5, %arg4, %3, %1, %1, %1, %2, %0, %0, %3, %2, %0, %3, %3, %3, %3, %3) <{entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_4x4x4_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %3, %2, %0, %3, %3, %3) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.resource.dealloca"(%10#0, %1, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.timepoint.join"(%13, %12) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.timepoint.await"(%9#0, %2, %14) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %16 = "stream.resource.subview"(%15, %2, %0, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %17 = "stream.resource.subview"(%15, %2, %3, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%16, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%17, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %19) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<4x4xf32>, %output1: tensor<4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

