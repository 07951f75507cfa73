#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_batch_matmul_2x3x5x4_f32, sym_name = "main_dispatch_0_batch_matmul_2x3x5x4_f32", sym_visibility = "public"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_batch_matmul_2x3x5x4_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %45 = "arith.constant"() <{value = 0 : index}> : () -> index
        %46 = "stream.binding.subspan"(%arg11, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %47 = "stream.binding.subspan"(%arg12, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>
        %48 = "stream.binding.subspan"(%arg13, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %49 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>) -> tensor<2x3x4xf32>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 5>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>) -> tensor<2x4x5xf32>
        %52 = "tensor.empty"() : () -> tensor<2x3x5xf32>
        %53 = "linalg.fill"(%49, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32):
          "linalg.yield"(%arg17) : (f32) -> ()
        }) : (f32, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %54 = "linalg.batch_matmul"(%50, %51, %53) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %55 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.addf"(%arg16, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_like_2x3x5x4_f32, sym_name = "main_dispatch_1_matmul_like_2x3x5x4_f32", sym_visibility = "public"}> ({
      %44:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%44#0, %44#1, %44#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_like_2x3x5x4_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding):
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "stream.binding.subspan"(%arg3, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %34 = "stream.binding.subspan"(%arg4, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %35 = "stream.binding.subspan"(%arg5, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %36 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>) -> tensor<2x3x4xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>) -> tensor<2x5x4xf32>
        %39 = "tensor.empty"() : () -> tensor<2x3x5xf32>
        %40 = "linalg.fill"(%36, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %41 = "linalg.generic"(%37, %38, %40) <{indexing_maps = [#map, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %42 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %43 = "arith.addf"(%arg8, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%43) : (f32) -> ()
        }) : (tensor<2x3x4xf32>, tensor<2x5x4xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %5 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x4xf32>}> : () -> index
    %6 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7 = "stream.async.cast"(%6, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 4 : index}> : () -> index
    %12 = "arith.constant"() <{value = 5 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %8, %9, %10, %11, %12) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x4x5xf32>}> : () -> index
    %14 = "stream.tensor.import"(%arg1, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%14, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %16 = "hal.element_type"() <{type = f32}> : () -> i32
    %17 = "hal.encoding_type"() : () -> i32
    %18 = "arith.constant"() <{value = 2 : index}> : () -> index
    %19 = "arith.constant"() <{value = 5 : index}> : () -> index
    %20 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %16, %17, %18, %19, %20) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x5x4xf32>}> : () -> index
    %22 = "stream.tensor.import"(%arg2, %21) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x5x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %23 = "stream.async.cast"(%22, %21, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x5xf32>}> : () -> index
    %25 = "stream.tensor.dispatch"(%7, %15, %5, %13, %24) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_batch_matmul_2x3x5x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<2x3x4xf32>, tensor<2x4x5xf32>], result_encodings = [tensor<2x3x5xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x5xf32>}> : () -> index
    %27 = "stream.tensor.dispatch"(%7, %23, %5, %21, %26) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_like_2x3x5x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<2x3x4xf32>, tensor<2x5x4xf32>], result_encodings = [tensor<2x3x5xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %28 = "stream.async.cast"(%25, %24, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %24) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%27, %26, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%29, %31) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>, %input1: tensor<2x4x5xf32>, %input2: tensor<2x5x4xf32>) -> (%output0: tensor<2x3x5xf32>, %output1: tensor<2x3x5xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

