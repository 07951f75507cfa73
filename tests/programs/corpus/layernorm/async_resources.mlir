#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_4x8_f32, sym_name = "main_dispatch_0_reduction_4x8_f32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_4x8_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %65 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %66 = "arith.constant"() <{value = 0 : index}> : () -> index
        %67 = "stream.binding.subspan"(%arg21, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %68 = "stream.binding.subspan"(%arg22, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %70 = "tensor.empty"() : () -> tensor<4xf32>
        %71 = "linalg.fill"(%65, %70) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %72 = "linalg.generic"(%69, %71) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          %73 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%72, %68) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x8_f32, sym_name = "main_dispatch_1_reduction_4x8_f32", sym_visibility = "public"}> ({
      %64:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%64#0, %64#1, %64#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %20 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %21 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %22 = "arith.constant"() <{value = 0.797884583 : f32}> : () -> f32
        %23 = "arith.constant"() <{value = 4.471500e-02 : f32}> : () -> f32
        %24 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %25 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %26 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
        %27 = "arith.constant"() <{value = 0 : index}> : () -> index
        %28 = "stream.binding.subspan"(%arg3, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %29 = "stream.binding.subspan"(%arg4, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %30 = "stream.binding.subspan"(%arg5, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %31 = "stream.binding.subspan"(%arg6, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %32 = "stream.binding.subspan"(%arg7, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %33 = "stream.binding.subspan"(%arg8, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %38 = "tensor.empty"() : () -> tensor<4x8xf32>
        %39 = "tensor.empty"() : () -> tensor<4xf32>
        %40 = "linalg.fill"(%25, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %41 = "linalg.generic"(%34, %35, %40) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %60 = "arith.divf"(%arg17, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %61 = "arith.subf"(%arg16, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %62 = "arith.mulf"(%61, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %63 = "arith.addf"(%62, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%63) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %42:2 = "linalg.generic"(%34, %35, %41, %36, %37, %38, %38) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 2>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32, %arg15: f32):
          %43 = "arith.divf"(%arg10, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "arith.divf"(%arg11, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %45 = "arith.addf"(%44, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "math.rsqrt"(%45) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %47 = "arith.subf"(%arg9, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %48 = "arith.mulf"(%47, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "arith.mulf"(%48, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %50 = "arith.addf"(%49, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %51 = "arith.mulf"(%50, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.mulf"(%51, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.mulf"(%52, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %54 = "arith.addf"(%50, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.mulf"(%54, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "math.tanh"(%55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %57 = "arith.addf"(%56, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.mulf"(%50, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.mulf"(%58, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%50, %59) : (f32, f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%42#0, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%42#1, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9 = "stream.async.cast"(%8, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %6, %7, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "stream.async.cast"(%10, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg2, %6, %7, %4) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.async.dispatch"(%9, %3, %0, %3, %3, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %15:2 = "stream.async.dispatch"(%9, %14, %11, %13, %3, %1, %2, %2, %0, %0, %0, %0, %3, %1, %2, %2, %3, %1, %2, %2, %3, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 4, 4, 4, 4, 4, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %16 = "stream.async.cast"(%15#0, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.async.cast"(%15#1, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17, %19) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

