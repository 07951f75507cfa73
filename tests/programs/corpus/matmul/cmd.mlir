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
      %91:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%91#0, %91#1, %91#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x5x8_f32"}> ({
      ^bb0(%arg38: !stream.binding, %arg39: !stream.binding, %arg40: !stream.binding):
        %79 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %80 = "arith.constant"() <{value = 0 : index}> : () -> index
        %81 = "stream.binding.subspan"(%arg38, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %82 = "stream.binding.subspan"(%arg39, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %83 = "stream.binding.subspan"(%arg40, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>
        %84 = "iree_tensor_ext.dispatch.tensor.load"(%81) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%82) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %86 = "tensor.empty"() : () -> tensor<4x5xf32>
        %87 = "linalg.fill"(%79, %86) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg44: f32, %arg45: f32):
          "linalg.yield"(%arg44) : (f32) -> ()
        }) : (f32, tensor<4x5xf32>) -> tensor<4x5xf32>
        %88 = "linalg.matmul"(%84, %85, %87) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
          %89 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %90 = "arith.addf"(%arg43, %89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%90) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%88, %83) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x5x8_f32, sym_name = "main_dispatch_1_matmul_4x5x8_f32", sym_visibility = "public"}> ({
      %78:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%78#0, %78#1, %78#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x5x8_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding, %arg34: !stream.binding):
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg32, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %70 = "stream.binding.subspan"(%arg33, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %71 = "stream.binding.subspan"(%arg34, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>
        %72 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %73 = "iree_tensor_ext.dispatch.tensor.load"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %74 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>) -> tensor<4x5xf32>
        %75 = "linalg.matmul"(%72, %73, %74) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
          %76 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %77 = "arith.addf"(%arg37, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%77) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %71) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 5>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matvec_4x8_f32, sym_name = "main_dispatch_2_matvec_4x8_f32", sym_visibility = "public"}> ({
      %67:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%67#0, %67#1, %67#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matvec_4x8_f32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding, %arg26: !stream.binding):
        %55 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg24, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %58 = "stream.binding.subspan"(%arg25, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %59 = "stream.binding.subspan"(%arg26, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %62 = "tensor.empty"() : () -> tensor<4xf32>
        %63 = "linalg.fill"(%55, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %64 = "linalg.matvec"(%60, %61, %63) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
          %65 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %66 = "arith.addf"(%arg29, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%66) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %59) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_vecmat_5x8_f32, sym_name = "main_dispatch_3_vecmat_5x8_f32", sym_visibility = "public"}> ({
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_vecmat_5x8_f32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding, %arg18: !stream.binding):
        %42 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %43 = "arith.constant"() <{value = 0 : index}> : () -> index
        %44 = "stream.binding.subspan"(%arg16, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %45 = "stream.binding.subspan"(%arg17, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %46 = "stream.binding.subspan"(%arg18, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %49 = "tensor.empty"() : () -> tensor<5xf32>
        %50 = "linalg.fill"(%42, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          "linalg.yield"(%arg22) : (f32) -> ()
        }) : (f32, tensor<5xf32>) -> tensor<5xf32>
        %51 = "linalg.vecmat"(%47, %48, %50) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
          %52 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.addf"(%arg21, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%53) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map4, #map6, #map5]} : (tensor<8xf32>, tensor<8x5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_dot_8_f32, sym_name = "main_dispatch_4_dot_8_f32", sym_visibility = "public"}> ({
      %41:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%41#0, %41#1, %41#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_dot_8_f32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %31 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "stream.binding.subspan"(%arg9, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %34 = "stream.binding.subspan"(%arg10, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %36 = "tensor.empty"() : () -> tensor<f32>
        %37 = "linalg.fill"(%31, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          "linalg.yield"(%arg14) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %38 = "linalg.dot"(%35, %35, %37) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
          %39 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "arith.addf"(%arg13, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%40) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map7, #map7, #map8]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 320 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 20 : index}> : () -> index
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6 = "arith.constant"() <{value = 32 : index}> : () -> index
    %7 = "arith.constant"() <{value = 80 : index}> : () -> index
    %8 = "arith.constant"() <{value = 160 : index}> : () -> index
    %9 = "arith.constant"() <{value = 128 : index}> : () -> index
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    %11 = "arith.constant"() <{value = 8 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %13, %14, %11, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.import"(%arg1, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %13, %14, %12, %10) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg2, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %13, %14, %11) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %18 = "stream.tensor.import"(%arg3, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %20 = "stream.cmd.execute"(%15, %16, %17, %18, %19#0, %9, %8, %7, %6, %1, %19#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg4, %arg5, %arg8, %9, %8, %1, %0, %0, %0, %9, %8, %7) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x5x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg4, %arg5, %arg6, %9, %8, %7, %0, %0, %0, %9, %8, %7) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x5x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg4, %arg7, %arg8, %9, %6, %1, %0, %0, %9, %9, %6, %5) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matvec_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg7, %arg5, %arg8, %6, %8, %1, %0, %0, %3, %6, %8, %4) <{entry_points = [@main_dispatch_3::@main_dispatch_3_vecmat_5x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg7, %arg8, %6, %1, %0, %2, %6, %12) <{entry_points = [@main_dispatch_4::@main_dispatch_4_dot_8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %21:2 = "stream.timepoint.await"(%19#0, %17, %1, %7, %20) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %22 = "stream.resource.subview"(%21#0, %1, %0, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%21#0, %1, %9, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%21#0, %1, %3, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%21#0, %1, %2, %12) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%22, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%21#1, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%23, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%24, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%25, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %27, %28, %29, %30) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x5xf32>, %input2: tensor<4x5xf32>, %input3: tensor<8xf32>) -> (%output0: tensor<4x5xf32>, %output1: tensor<4x5xf32>, %output2: tensor<4xf32>, %output3: tensor<5xf32>, %output4: tensor<f32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

