#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_attention_2x4x8x6x5, sym_name = "main_dispatch_0_attention_2x4x8x6x5", sym_visibility = "public"}> ({
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_attention_2x4x8x6x5"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding, %arg18: !stream.binding):
        %43 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg15, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>
        %46 = "stream.binding.subspan"(%arg16, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x8xf32>>
        %47 = "stream.binding.subspan"(%arg17, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x5xf32>>
        %48 = "stream.binding.subspan"(%arg18, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x5xf32>>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>) -> tensor<2x4x8xf32>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 6, 8>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x8xf32>>) -> tensor<2x6x8xf32>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 6, 5>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x5xf32>>) -> tensor<2x6x5xf32>
        %52 = "tensor.empty"() : () -> tensor<2x4x5xf32>
        %53 = "iree_linalg_ext.attention"(%49, %50, %51, %43, %52) <{indexing_maps = [#map, #map1, #map2, #map3, #map4]}> ({
        ^bb0(%arg19: f32):
          "iree_linalg_ext.yield"(%arg19) : (f32) -> ()
        }) : (tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x5xf32>, f32, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x4x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_attention_2x4x8x6x5, sym_name = "main_dispatch_1_attention_2x4x8x6x5", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_attention_2x4x8x6x5"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %26 = "arith.constant"() <{value = 7.500000e-01 : f32}> : () -> f32
        %27 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "arith.constant"() <{value = 192 : index}> : () -> index
        %30 = "stream.binding.subspan"(%arg9, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>
        %31 = "stream.binding.subspan"(%arg10, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x8xf32>>
        %32 = "stream.binding.subspan"(%arg11, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x5xf32>>
        %33 = "stream.binding.subspan"(%arg12, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x6xi8>>
        %34 = "stream.binding.subspan"(%arg13, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x5xf32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>) -> tensor<2x4x8xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 6, 8>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x8xf32>>) -> tensor<2x6x8xf32>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 6, 5>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x5xf32>>) -> tensor<2x6x5xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 6>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x6xi8>>) -> tensor<2x4x6xi8>
        %39 = "tensor.empty"() : () -> tensor<2x4x5xf32>
        %40 = "iree_linalg_ext.attention"(%35, %36, %37, %27, %38, %39) <{indexing_maps = [#map, #map1, #map2, #map3, #map5, #map4]}> ({
        ^bb0(%arg14: f32):
          %41 = "arith.mulf"(%arg14, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "iree_linalg_ext.yield"(%41) : (f32) -> ()
        }) : (tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x5xf32>, f32, tensor<2x4x6xi8>, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x4x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 192 : index}> : () -> index
    %2 = "arith.constant"() <{value = 160 : index}> : () -> index
    %3 = "arith.constant"() <{value = 48 : index}> : () -> index
    %4 = "arith.constant"() <{value = 240 : index}> : () -> index
    %5 = "arith.constant"() <{value = 384 : index}> : () -> index
    %6 = "arith.constant"() <{value = 256 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %11, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %14 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %12, %13, %11, %8, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %15 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %12, %13, %11, %8, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %16 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x6x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %17 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg3, %17, %13, %11, %10, %8) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %18 = "stream.tensor.import"(%arg3, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4x6xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19:2 = "stream.resource.alloca"(%5) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %20 = "stream.cmd.execute"(%14, %15, %16, %18, %19#0, %6, %5, %4, %3, %5, %19#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg4, %arg5, %arg6, %arg8, %6, %5, %4, %5, %0, %0, %0, %0, %6, %5, %4, %5) <{entry_points = [@main_dispatch_0::@main_dispatch_0_attention_2x4x8x6x5], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg4, %arg5, %arg6, %arg7, %arg8, %6, %5, %4, %3, %5, %0, %0, %0, %0, %0, %6, %5, %4, %3, %5) <{entry_points = [@main_dispatch_1::@main_dispatch_1_attention_2x4x8x6x5], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.timepoint.await"(%19#0, %5, %20) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%21, %5, %0, %2) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%21, %5, %1, %2) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%22, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.tensor.export"(%23, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%24, %25) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4x8xf32>, %input1: tensor<2x6x8xf32>, %input2: tensor<2x6x5xf32>, %input3: tensor<2x4x6xi8>) -> (%output0: tensor<2x4x5xf32>, %output1: tensor<2x4x5xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

