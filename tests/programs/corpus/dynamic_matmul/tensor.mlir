#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_DxDx4_f32, sym_name = "main_dispatch_0_matmul_DxDx4_f32", sym_visibility = "public"}> ({
    ^bb0(%arg18: index, %arg19: index, %arg20: index):
      %44:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg18, %arg19, %arg20) : (index, index, index) -> (index, index, index)
      "stream.return"(%44#0, %44#1, %44#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, index, index, index, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_DxDx4_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: index, %arg8: index, %arg9: !stream.binding):
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %26 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg6) <{ordinal = 0 : index}> : (index) -> index
        %27 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg7) <{ordinal = 1 : index}> : (index) -> index
        %28 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg8) <{ordinal = 2 : index}> : (index) -> index
        %29 = "stream.binding.subspan"(%arg3, %24, %27) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>
        %30 = "stream.binding.subspan"(%arg4, %24, %28) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>
        %31 = "stream.binding.subspan"(%arg5, %24, %26) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %32 = "stream.binding.subspan"(%arg9, %24, %27, %28) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%29, %27, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, index, index) -> tensor<?x4xf32>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%30, %28, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>, index, index) -> tensor<4x?xf32>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%31, %26, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %36 = "tensor.empty"(%27, %28) : (index, index) -> tensor<?x?xf32>
        %37 = "linalg.fill"(%25, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<?x?xf32>) -> tensor<?x?xf32>
        %38 = "linalg.matmul"(%33, %34, %37) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %42 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %43 = "arith.addf"(%arg15, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%43) : (f32) -> ()
        }) : (tensor<?x4xf32>, tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        %39 = "linalg.generic"(%38, %35, %36) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
          %40 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %41 = "arith.maximumf"(%40, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%39, %32, %27, %28, %27, %28) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "hal.element_type"() <{type = f32}> : () -> i32
    %2 = "hal.encoding_type"() : () -> i32
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %1, %2, %0, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"(%0) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?x4xf32>}> : (index) -> index
    %5 = "stream.tensor.import"(%arg0, %0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x4xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.buffer_view.dim"(%arg1) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %8, %9, %10, %7) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"(%7) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x?xf32>}> : (index) -> index
    %12 = "stream.tensor.import"(%arg1, %7, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "hal.buffer_view.dim"(%arg2) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %15 = "hal.element_type"() <{type = f32}> : () -> i32
    %16 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg2, %15, %16, %14) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %17 = "stream.tensor.sizeof"(%14) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?xf32>}> : (index) -> index
    %18 = "stream.tensor.import"(%arg2, %14, %17) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %19 = "stream.async.cast"(%18, %17, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"(%0, %7) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?x?xf32>}> : (index, index) -> index
    %21 = "stream.tensor.dispatch"(%14, %0, %7, %6, %13, %19, %14, %0, %7, %4, %11, %17, %0, %7, %14, %20, %0, %7) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_DxDx4_f32], operandSegmentSizes = array<i32: 3, 6, 3, 3, 1, 2>, operand_encodings = [tensor<?x4xf32>, tensor<4x?xf32>, tensor<?xf32>, !util.unused, !util.unused, !util.unused], result_encodings = [tensor<?x?xf32>], tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %22 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %0, %7, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%23) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x4xf32>, %input1: tensor<4x?xf32>, %input2: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

