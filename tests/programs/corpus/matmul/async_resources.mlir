#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> ()>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x5x8_f32, sym_name = "main_dispatch_0_matmul_4x5x8_f32", sym_visibility = "public"}> ({
      %95:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%95#0, %95#1, %95#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x5x8_f32"}> ({
      ^bb0(%arg33: !stream.binding, %arg34: !stream.binding, %arg35: !stream.binding):
        %83 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %84 = "arith.constant"() <{value = 0 : index}> : () -> index
        %85 = "stream.binding.subspan"(%arg33, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %86 = "stream.binding.subspan"(%arg34, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %87 = "stream.binding.subspan"(%arg35, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>
        %88 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %89 = "iree_tensor_ext.dispatch.tensor.load"(%86) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %90 = "tensor.empty"() : () -> tensor<4x5xf32>
        %91 = "linalg.fill"(%83, %90) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg39: f32, %arg40: f32):
          "linalg.yield"(%arg39) : (f32) -> ()
        }) : (f32, tensor<4x5xf32>) -> tensor<4x5xf32>
        %92 = "linalg.matmul"(%88, %89, %91) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
          %93 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %94 = "arith.addf"(%arg38, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%94) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%92, %87) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x5x8_f32, sym_name = "main_dispatch_1_matmul_4x5x8_f32", sym_visibility = "public"}> ({
      %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x5x8_f32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding, %arg29: !stream.binding):
        %72 = "arith.constant"() <{value = 0 : index}> : () -> index
        %73 = "stream.binding.subspan"(%arg27, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %74 = "stream.binding.subspan"(%arg28, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %75 = "stream.binding.subspan"(%arg29, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %77 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %78 = "iree_tensor_ext.dispatch.tensor.load"(%75) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>) -> tensor<4x5xf32>
        %79 = "linalg.matmul"(%76, %77, %78) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %80 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %81 = "arith.addf"(%arg32, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%81) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%79, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matvec_4x8_f32, sym_name = "main_dispatch_2_matvec_4x8_f32", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matvec_4x8_f32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding, %arg21: !stream.binding):
        %59 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg19, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %62 = "stream.binding.subspan"(%arg20, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %63 = "stream.binding.subspan"(%arg21, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %66 = "tensor.empty"() : () -> tensor<4xf32>
        %67 = "linalg.fill"(%59, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %68 = "linalg.matvec"(%64, %65, %67) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
          %69 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %70 = "arith.addf"(%arg24, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%70) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%68, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_vecmat_5x8_f32, sym_name = "main_dispatch_3_vecmat_5x8_f32", sym_visibility = "public"}> ({
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_vecmat_5x8_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %46 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "stream.binding.subspan"(%arg11, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %49 = "stream.binding.subspan"(%arg12, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %50 = "stream.binding.subspan"(%arg13, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %53 = "tensor.empty"() : () -> tensor<5xf32>
        %54 = "linalg.fill"(%46, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32):
          "linalg.yield"(%arg17) : (f32) -> ()
        }) : (f32, tensor<5xf32>) -> tensor<5xf32>
        %55 = "linalg.vecmat"(%51, %52, %54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %56 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %57 = "arith.addf"(%arg16, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%57) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map4, #map6, #map5]} : (tensor<8xf32>, tensor<8x5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_dot_8_f32, sym_name = "main_dispatch_4_dot_8_f32", sym_visibility = "public"}> ({
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_dot_8_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg4, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %38 = "stream.binding.subspan"(%arg5, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %40 = "tensor.empty"() : () -> tensor<f32>
        %41 = "linalg.fill"(%35, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %42 = "linalg.dot"(%39, %39, %41) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %43 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "arith.addf"(%arg8, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%44) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map7, #map7, #map8]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 20 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 80 : index}> : () -> index
    %5 = "arith.constant"() <{value = 160 : index}> : () -> index
    %6 = "arith.constant"() <{value = 128 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %10, %11, %8, %7) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%14, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg2, %10, %11, %9, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %17 = "stream.async.cast"(%16, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg3, %10, %11, %8) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %18 = "stream.tensor.import"(%arg3, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19 = "stream.async.cast"(%18, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %20 = "stream.async.dispatch"(%13, %15, %6, %5, %2, %2, %6, %5, %6, %5, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x5x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %21 = "stream.async.dispatch"(%13, %15, %17, %6, %5, %4, %2, %2, %2, %6, %5, %4, %6, %5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x5x8_f32], operandSegmentSizes = array<i32: 0, 3, 3, 3, 3, 3, 1>, tied_operands = [2 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %22 = "stream.async.dispatch"(%13, %19, %6, %3, %2, %2, %6, %3, %6, %3, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_matvec_4x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %23 = "stream.async.dispatch"(%19, %15, %3, %5, %2, %2, %3, %5, %3, %5, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_vecmat_5x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %24 = "stream.async.dispatch"(%19, %3, %2, %3, %3, %9) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_dot_8_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %25 = "stream.async.cast"(%20, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%21, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%22, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.async.cast"(%23, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.async.cast"(%24, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %34 = "stream.tensor.export"(%33, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %28, %30, %32, %34) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x5xf32>, %input2: tensor<4x5xf32>, %input3: tensor<8xf32>) -> (%output0: tensor<4x5xf32>, %output1: tensor<4x5xf32>, %output2: tensor<4xf32>, %output3: tensor<5xf32>, %output4: tensor<f32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

