#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_4x8_f32, sym_name = "main_dispatch_0_reduction_4x8_f32", sym_visibility = "public"}> ({
      %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_4x8_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %73 = "arith.constant"() <{value = 0 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg21, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %75 = "stream.binding.subspan"(%arg22, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %76 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %77 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %78 = "tensor.empty"() : () -> tensor<4xf32>
        %79 = "linalg.fill"(%76, %78) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %80 = "linalg.generic"(%77, %79) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          %81 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%81) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%80, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x8_f32, sym_name = "main_dispatch_1_reduction_4x8_f32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "stream.binding.subspan"(%arg3, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %30 = "stream.binding.subspan"(%arg4, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %31 = "stream.binding.subspan"(%arg5, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %32 = "stream.binding.subspan"(%arg6, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %33 = "stream.binding.subspan"(%arg7, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %34 = "stream.binding.subspan"(%arg8, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %35 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
        %36 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %37 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %38 = "arith.constant"() <{value = 4.471500e-02 : f32}> : () -> f32
        %39 = "arith.constant"() <{value = 0.797884583 : f32}> : () -> f32
        %40 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %41 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %46 = "tensor.empty"() : () -> tensor<4x8xf32>
        %47 = "tensor.empty"() : () -> tensor<4xf32>
        %48 = "linalg.fill"(%36, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %49 = "linalg.generic"(%42, %43, %48) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %68 = "arith.divf"(%arg17, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %69 = "arith.subf"(%arg16, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %70 = "arith.mulf"(%69, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "arith.addf"(%70, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %50:2 = "linalg.generic"(%42, %43, %49, %44, %45, %46, %46) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 2>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32, %arg15: f32):
          %51 = "arith.divf"(%arg10, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.divf"(%arg11, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.addf"(%52, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %54 = "math.rsqrt"(%53) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %55 = "arith.subf"(%arg9, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.mulf"(%55, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %57 = "arith.mulf"(%56, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.addf"(%57, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.mulf"(%58, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %60 = "arith.mulf"(%59, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %61 = "arith.mulf"(%60, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %62 = "arith.addf"(%58, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %63 = "arith.mulf"(%62, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %64 = "math.tanh"(%63) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %65 = "arith.addf"(%64, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %66 = "arith.mulf"(%58, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %67 = "arith.mulf"(%66, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58, %67) : (f32, f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%50#0, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%50#1, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
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
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xf32>}> : () -> index
    %11 = "stream.tensor.import"(%arg1, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "stream.async.cast"(%11, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    %15 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %13, %14, %15) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xf32>}> : () -> index
    %17 = "stream.tensor.import"(%arg2, %16) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %19 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %20 = "stream.tensor.dispatch"(%6, %4, %19) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x8xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x8xf32>}> : () -> index
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x8xf32>}> : () -> index
    %23:2 = "stream.tensor.dispatch"(%6, %20, %12, %18, %4, %19, %10, %16, %21, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 4, 4, 0, 2, 0>, operand_encodings = [tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>], result_encodings = [tensor<4x8xf32>, tensor<4x8xf32>], tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %24 = "stream.async.cast"(%23#0, %21, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %25 = "stream.tensor.export"(%24, %21) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %26 = "stream.async.cast"(%23#1, %22, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%26, %22) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%25, %27) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

