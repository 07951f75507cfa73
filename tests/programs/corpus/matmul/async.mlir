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
      %89:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%89#0, %89#1, %89#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x5x8_f32"}> ({
      ^bb0(%arg41: !stream.binding, %arg42: !stream.binding, %arg43: !stream.binding):
        %77 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %78 = "arith.constant"() <{value = 0 : index}> : () -> index
        %79 = "stream.binding.subspan"(%arg41, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %80 = "stream.binding.subspan"(%arg42, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %81 = "stream.binding.subspan"(%arg43, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %83 = "iree_tensor_ext.dispatch.tensor.load"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %84 = "tensor.empty"() : () -> tensor<4x5xf32>
        %85 = "linalg.fill"(%77, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg47: f32, %arg48: f32):
          "linalg.yield"(%arg47) : (f32) -> ()
        }) : (f32, tensor<4x5xf32>) -> tensor<4x5xf32>
        %86 = "linalg.matmul"(%82, %83, %85) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
          %87 = "arith.mulf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %88 = "arith.addf"(%arg46, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%88) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%86, %81) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x5x8_f32, sym_name = "main_dispatch_1_matmul_4x5x8_f32", sym_visibility = "public"}> ({
      %76:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%76#0, %76#1, %76#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x5x8_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding, %arg37: !stream.binding):
        %66 = "arith.constant"() <{value = 0 : index}> : () -> index
        %67 = "stream.binding.subspan"(%arg35, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %68 = "stream.binding.subspan"(%arg36, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %69 = "stream.binding.subspan"(%arg37, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>
        %70 = "iree_tensor_ext.dispatch.tensor.load"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %72 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>) -> tensor<4x5xf32>
        %73 = "linalg.matmul"(%70, %71, %72) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
          %74 = "arith.mulf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %75 = "arith.addf"(%arg40, %74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%75) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%73, %69) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matvec_4x8_f32, sym_name = "main_dispatch_2_matvec_4x8_f32", sym_visibility = "public"}> ({
      %65:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%65#0, %65#1, %65#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matvec_4x8_f32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding, %arg29: !stream.binding):
        %53 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %54 = "arith.constant"() <{value = 0 : index}> : () -> index
        %55 = "stream.binding.subspan"(%arg27, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %56 = "stream.binding.subspan"(%arg28, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %57 = "stream.binding.subspan"(%arg29, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %60 = "tensor.empty"() : () -> tensor<4xf32>
        %61 = "linalg.fill"(%53, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          "linalg.yield"(%arg33) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %62 = "linalg.matvec"(%58, %59, %61) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
          %63 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %64 = "arith.addf"(%arg32, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%64) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%62, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_vecmat_5x8_f32, sym_name = "main_dispatch_3_vecmat_5x8_f32", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_vecmat_5x8_f32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding, %arg21: !stream.binding):
        %40 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg19, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %43 = "stream.binding.subspan"(%arg20, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %44 = "stream.binding.subspan"(%arg21, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %47 = "tensor.empty"() : () -> tensor<5xf32>
        %48 = "linalg.fill"(%40, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (f32, tensor<5xf32>) -> tensor<5xf32>
        %49 = "linalg.vecmat"(%45, %46, %48) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
          %50 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %51 = "arith.addf"(%arg24, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%51) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map4, #map6, #map5]} : (tensor<8xf32>, tensor<8x5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_dot_8_f32, sym_name = "main_dispatch_4_dot_8_f32", sym_visibility = "public"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_dot_8_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding):
        %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg12, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %32 = "stream.binding.subspan"(%arg13, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %34 = "tensor.empty"() : () -> tensor<f32>
        %35 = "linalg.fill"(%29, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32):
          "linalg.yield"(%arg17) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %36 = "linalg.dot"(%33, %33, %35) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %37 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %38 = "arith.addf"(%arg16, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%38) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map7, #map7, #map8]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
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
    "hal.buffer_view.assert"(%arg1, %10, %11, %8, %7) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %10, %11, %9, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %10, %11, %8) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %15 = "stream.tensor.import"(%arg3, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16:6 = "stream.async.execute"(%12, %13, %14, %15, %6, %5, %4, %3, %4, %4, %1, %0, %9) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 5, 0>, tied_operands = [-1 : index, 2 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>):
      %23:5 = "stream.async.concurrent"(%arg4, %arg5, %arg6, %arg7, %6, %5, %4, %3, %4, %4, %1, %0, %9) <{operandSegmentSizes = array<i32: 4, 4, 5>, tied_operands = [-1 : index, 2 : index, -1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg8: !stream.resource<external>, %arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<external>):
        %24 = "stream.async.dispatch"(%arg8, %arg9, %6, %5, %2, %2, %6, %5, %6, %5, %4) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x5x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %25 = "stream.async.dispatch"(%arg8, %arg9, %arg10, %6, %5, %4, %2, %2, %2, %6, %5, %4, %6, %5, %4, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x5x8_f32], operandSegmentSizes = array<i32: 0, 3, 3, 3, 3, 3, 1>, tied_operands = [2 : index]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %26 = "stream.async.dispatch"(%arg8, %arg11, %6, %3, %2, %2, %6, %3, %6, %3, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matvec_4x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %27 = "stream.async.dispatch"(%arg11, %arg9, %3, %5, %2, %2, %3, %5, %3, %5, %0) <{entry_points = [@main_dispatch_3::@main_dispatch_3_vecmat_5x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %28 = "stream.async.dispatch"(%arg11, %3, %2, %3, %3, %9) <{entry_points = [@main_dispatch_4::@main_dispatch_4_dot_8_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%24, %25, %26, %27, %28, %4, %4, %1, %0, %9) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%23#0, %23#1, %23#2, %23#3, %23#4, %4, %4, %1, %0, %9) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %17:5 = "stream.timepoint.await"(%16#0, %16#1, %16#2, %16#3, %16#4, %4, %4, %1, %0, %9, %16#5) <{operandSegmentSizes = array<i32: 5, 5, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %18 = "stream.tensor.export"(%17#0, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%17#1, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %20 = "stream.tensor.export"(%17#2, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%17#3, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%17#4, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %19, %20, %21, %22) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x5xf32>, %input2: tensor<4x5xf32>, %input3: tensor<8xf32>) -> (%output0: tensor<4x5xf32>, %output1: tensor<4x5xf32>, %output2: tensor<4xf32>, %output3: tensor<5xf32>, %output4: tensor<f32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

