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
    ^bb0(%arg22: index, %arg23: index, %arg24: index):
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg22, %arg23, %arg24) : (index, index, index) -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, index, index, index, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_DxDx4_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: index, %arg11: index, %arg12: index, %arg13: !stream.binding):
        %20 = "arith.constant"() <{value = 0 : index}> : () -> index
        %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %22 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg10) <{ordinal = 0 : index}> : (index) -> index
        %23 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg11) <{ordinal = 1 : index}> : (index) -> index
        %24 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg12) <{ordinal = 2 : index}> : (index) -> index
        %25 = "stream.binding.subspan"(%arg7, %20, %23) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>
        %26 = "stream.binding.subspan"(%arg8, %20, %24) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>
        %27 = "stream.binding.subspan"(%arg9, %20, %22) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %28 = "stream.binding.subspan"(%arg13, %20, %23, %24) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%25, %23, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, index, index) -> tensor<?x4xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%26, %24, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>, index, index) -> tensor<4x?xf32>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%27, %22, %22) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %32 = "tensor.empty"(%23, %24) : (index, index) -> tensor<?x?xf32>
        %33 = "linalg.fill"(%21, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32):
          "linalg.yield"(%arg20) : (f32) -> ()
        }) : (f32, tensor<?x?xf32>) -> tensor<?x?xf32>
        %34 = "linalg.matmul"(%29, %30, %33) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
          %38 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %39 = "arith.addf"(%arg19, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%39) : (f32) -> ()
        }) : (tensor<?x4xf32>, tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        %35 = "linalg.generic"(%34, %31, %32) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %36 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %37 = "arith.maximumf"(%36, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%37) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%35, %28, %23, %24, %23, %24) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "arith.muli"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "stream.tensor.import"(%arg0, %3, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x4xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %8 = "hal.buffer_view.dim"(%arg1) <{index = 1 : index}> : (!hal.buffer_view) -> index
    "hal.buffer_view.assert"(%arg1, %4, %5, %2, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "arith.muli"(%8, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %10 = "stream.tensor.import"(%arg1, %8, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %11 = "hal.buffer_view.dim"(%arg2) <{index = 0 : index}> : (!hal.buffer_view) -> index
    "hal.buffer_view.assert"(%arg2, %4, %5, %11) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "arith.muli"(%11, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %13 = "stream.tensor.import"(%arg2, %11, %12) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %14 = "arith.muli"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %15 = "arith.muli"(%14, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %16:2 = "stream.resource.alloca"(%15) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %17 = "stream.cmd.execute"(%7, %10, %13, %16#0, %6, %9, %12, %15, %16#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.dispatch"(%11, %3, %8, %11, %3, %8, %arg3, %arg4, %arg5, %arg6, %6, %9, %12, %15, %0, %0, %0, %0, %6, %9, %12, %15) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_DxDx4_f32], operandSegmentSizes = array<i32: 3, 3, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (index, index, index, index, index, index, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.timepoint.await"(%16#0, %15, %17) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %3, %8, %15) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%19) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x4xf32>, %input1: tensor<4x?xf32>, %input2: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

