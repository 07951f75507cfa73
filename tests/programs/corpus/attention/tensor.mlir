#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_like_4x6x8_f32, sym_name = "main_dispatch_0_matmul_like_4x6x8_f32", sym_visibility = "public"}> ({
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_like_4x6x8_f32"}> ({
      ^bb0(%arg29: !stream.binding, %arg30: !stream.binding, %arg31: !stream.binding):
        %71 = "arith.constant"() <{value = 0 : index}> : () -> index
        %72 = "stream.binding.subspan"(%arg29, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %73 = "stream.binding.subspan"(%arg30, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %74 = "stream.binding.subspan"(%arg31, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %75 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %76 = "arith.constant"() <{value = 0.353553385 : f32}> : () -> f32
        %77 = "iree_tensor_ext.dispatch.tensor.load"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %78 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %79 = "tensor.empty"() : () -> tensor<4x6xf32>
        %80 = "linalg.fill"(%75, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32):
          "linalg.yield"(%arg37) : (f32) -> ()
        }) : (f32, tensor<4x6xf32>) -> tensor<4x6xf32>
        %81 = "linalg.generic"(%77, %78, %80) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
          %84 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %85 = "arith.addf"(%arg36, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%85) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<6x8xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        %82 = "linalg.generic"(%81, %79) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %83 = "arith.mulf"(%arg32, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%83) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%82, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x6_f32, sym_name = "main_dispatch_1_reduction_4x6_f32", sym_visibility = "public"}> ({
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x6_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "stream.binding.subspan"(%arg20, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>
        %59 = "stream.binding.subspan"(%arg21, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %60 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>) -> tensor<4x6xf32>
        %62 = "tensor.empty"() : () -> tensor<4x6xf32>
        %63 = "tensor.empty"() : () -> tensor<4xf32>
        %64 = "linalg.fill"(%60, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32):
          "linalg.yield"(%arg27) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %65 = "linalg.generic"(%61, %64) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          %69 = "arith.maximumf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%69) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>) -> tensor<4xf32>
        %66 = "linalg.generic"(%61, %65, %62) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
          %67 = "arith.subf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %68 = "math.exp"(%67) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%68) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %59) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_4x6_f32, sym_name = "main_dispatch_2_reduction_4x6_f32", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_4x6_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg11, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>
        %46 = "stream.binding.subspan"(%arg12, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %47 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>) -> tensor<4x6xf32>
        %49 = "tensor.empty"() : () -> tensor<4x6xf32>
        %50 = "tensor.empty"() : () -> tensor<4xf32>
        %51 = "linalg.fill"(%47, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %52 = "linalg.generic"(%48, %51) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          %55 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>) -> tensor<4xf32>
        %53 = "linalg.generic"(%48, %52, %49) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %54 = "arith.divf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%54) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_4x8x6_f32, sym_name = "main_dispatch_3_matmul_4x8x6_f32", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_4x8x6_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding):
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg3, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>
        %33 = "stream.binding.subspan"(%arg4, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %34 = "stream.binding.subspan"(%arg5, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>) -> tensor<4x6xf32>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %38 = "tensor.empty"() : () -> tensor<4x8xf32>
        %39 = "linalg.fill"(%35, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
        %40 = "linalg.matmul"(%36, %37, %39) <{indexing_maps = [#map, #map5, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %41 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.addf"(%arg8, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<6x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x8xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x8xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "hal.element_type"() <{type = f32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    %16 = "arith.constant"() <{value = 6 : index}> : () -> index
    %17 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %14, %15, %16, %17) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x8xf32>}> : () -> index
    %19 = "stream.tensor.import"(%arg2, %18) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x6xf32>}> : () -> index
    %22 = "stream.tensor.dispatch"(%6, %13, %4, %11, %21) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_like_4x6x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4x8xf32>, tensor<6x8xf32>], result_encodings = [tensor<4x6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x6xf32>}> : () -> index
    %24 = "stream.tensor.dispatch"(%22, %21, %23) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x6_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x6xf32>], result_encodings = [tensor<4x6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %25 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x6xf32>}> : () -> index
    %26 = "stream.tensor.dispatch"(%24, %23, %25) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_4x6_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x6xf32>], result_encodings = [tensor<4x6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %27 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x8xf32>}> : () -> index
    %28 = "stream.tensor.dispatch"(%26, %20, %25, %18, %27) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_4x8x6_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4x6xf32>, tensor<6x8xf32>], result_encodings = [tensor<4x8xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %29 = "stream.async.cast"(%28, %27, %27) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %27) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%30) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<6x8xf32>, %input2: tensor<6x8xf32>) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

