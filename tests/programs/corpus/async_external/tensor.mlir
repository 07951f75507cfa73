#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_3x4x4_f32, sym_name = "main_dispatch_0_matmul_3x4x4_f32", sym_visibility = "public"}> ({
      %55:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%55#0, %55#1, %55#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_3x4x4_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %43 = "arith.constant"() <{value = 0 : index}> : () -> index
        %44 = "stream.binding.subspan"(%arg8, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %45 = "stream.binding.subspan"(%arg9, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %46 = "stream.binding.subspan"(%arg10, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %47 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %50 = "tensor.empty"() : () -> tensor<3x4xf32>
        %51 = "linalg.fill"(%47, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          "linalg.yield"(%arg14) : (f32) -> ()
        }) : (f32, tensor<3x4xf32>) -> tensor<3x4xf32>
        %52 = "linalg.matmul"(%48, %49, %51) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
          %53 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %54 = "arith.addf"(%arg13, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%54) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%52, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_12_f32, sym_name = "main_dispatch_1_elementwise_12_f32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_12_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg4, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %37 = "stream.binding.subspan"(%arg5, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %39 = "tensor.empty"() : () -> tensor<12xf32>
        %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32):
          %41 = "math.tanh"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.timepoint.import"(%arg2) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    %7 = "stream.timepoint.await"(%5, %4, %6) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %8 = "stream.async.cast"(%7, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %9 = "hal.element_type"() <{type = f32}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    %11 = "arith.constant"() <{value = 4 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %9, %10, %11, %12) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4xf32>}> : () -> index
    %14 = "stream.tensor.import"(%arg1, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.timepoint.import"(%arg2) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    %16 = "stream.timepoint.await"(%14, %13, %15) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %17 = "stream.async.cast"(%16, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%8, %17, %4, %13, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x4xf32>, tensor<4x4xf32>], result_encodings = [tensor<3x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<12xf32>}> : () -> index
    %21 = "stream.tensor.clone"(%19, %18, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<12xf32>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<12xf32>}> : () -> index
    %23 = "stream.tensor.dispatch"(%21, %20, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<12xf32>], result_encodings = [tensor<12xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %25 = "stream.tensor.clone"(%23, %22, %24) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x4xf32>, source_encoding = tensor<12xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %27 = "stream.tensor.dispatch"(%25, %17, %24, %13, %26) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x4xf32>, tensor<4x4xf32>], result_encodings = [tensor<3x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %28:2 = "stream.timepoint.barrier"(%19, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index) -> (!stream.resource<*>, !stream.timepoint)
    %29:2 = "stream.timepoint.barrier"(%27, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index) -> (!stream.resource<*>, !stream.timepoint)
    %30 = "stream.timepoint.join"(%28#1, %29#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%30, %arg3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.timepoint, !hal.fence) -> ()
    %31 = "stream.async.cast"(%28#0, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.async.cast"(%29#0, %26, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %34 = "stream.tensor.export"(%33, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%32, %34) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<3x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>)", iree.abi.model = "coarse-fences"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

