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
      %47:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%47#0, %47#1, %47#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_batch_matmul_2x3x5x4_f32"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding):
        %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg15, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %38 = "stream.binding.subspan"(%arg16, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>
        %39 = "stream.binding.subspan"(%arg17, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>) -> tensor<2x3x4xf32>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 5>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>) -> tensor<2x4x5xf32>
        %42 = "tensor.empty"() : () -> tensor<2x3x5xf32>
        %43 = "linalg.fill"(%35, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          "linalg.yield"(%arg21) : (f32) -> ()
        }) : (f32, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %44 = "linalg.batch_matmul"(%40, %41, %43) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %45 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "arith.addf"(%arg20, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%46) : (f32) -> ()
        }) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_like_2x3x5x4_f32, sym_name = "main_dispatch_1_matmul_like_2x3x5x4_f32", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_like_2x3x5x4_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %23 = "arith.constant"() <{value = 0 : index}> : () -> index
        %24 = "stream.binding.subspan"(%arg7, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %25 = "stream.binding.subspan"(%arg8, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %26 = "stream.binding.subspan"(%arg9, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %27 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>) -> tensor<2x3x4xf32>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>) -> tensor<2x5x4xf32>
        %29 = "tensor.empty"() : () -> tensor<2x3x5xf32>
        %30 = "linalg.fill"(%22, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32):
          "linalg.yield"(%arg13) : (f32) -> ()
        }) : (f32, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %31 = "linalg.generic"(%27, %28, %30) <{indexing_maps = [#map, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
          %32 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %33 = "arith.addf"(%arg12, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%33) : (f32) -> ()
        }) : (tensor<2x3x4xf32>, tensor<2x5x4xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%31, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 120 : index}> : () -> index
    %4 = "arith.constant"() <{value = 160 : index}> : () -> index
    %5 = "arith.constant"() <{value = 96 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8, %7) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %10, %11, %9, %7, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %10, %11, %9, %6, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x5x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16 = "stream.cmd.execute"(%12, %13, %14, %15#0, %5, %4, %4, %1, %15#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg3, %arg4, %arg6, %5, %4, %1, %0, %0, %0, %5, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_batch_matmul_2x3x5x4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg5, %arg6, %5, %4, %1, %0, %0, %2, %5, %4, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_like_2x3x5x4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.timepoint.await"(%15#0, %1, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.resource.subview"(%17, %1, %0, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %19 = "stream.resource.subview"(%17, %1, %2, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%18, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%19, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %21) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>, %input1: tensor<2x4x5xf32>, %input2: tensor<2x5x4xf32>) -> (%output0: tensor<2x3x5xf32>, %output1: tensor<2x3x5xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

