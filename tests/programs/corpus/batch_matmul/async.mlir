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
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_batch_matmul_2x3x5x4_f32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding, %arg19: !stream.binding):
        %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg17, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %36 = "stream.binding.subspan"(%arg18, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>
        %37 = "stream.binding.subspan"(%arg19, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>) -> tensor<2x3x4xf32>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 4, 5>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>) -> tensor<2x4x5xf32>
        %40 = "tensor.empty"() : () -> tensor<2x3x5xf32>
        %41 = "linalg.fill"(%33, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %42 = "linalg.batch_matmul"(%38, %39, %41) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %43 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "arith.addf"(%arg22, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%44) : (f32) -> ()
        }) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_like_2x3x5x4_f32, sym_name = "main_dispatch_1_matmul_like_2x3x5x4_f32", sym_visibility = "public"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_like_2x3x5x4_f32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding):
        %20 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg9, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %23 = "stream.binding.subspan"(%arg10, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %24 = "stream.binding.subspan"(%arg11, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %25 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>) -> tensor<2x3x4xf32>
        %26 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 5, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>) -> tensor<2x5x4xf32>
        %27 = "tensor.empty"() : () -> tensor<2x3x5xf32>
        %28 = "linalg.fill"(%20, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32):
          "linalg.yield"(%arg15) : (f32) -> ()
        }) : (f32, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %29 = "linalg.generic"(%25, %26, %28) <{indexing_maps = [#map, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %30 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %31 = "arith.addf"(%arg14, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%31) : (f32) -> ()
        }) : (tensor<2x3x4xf32>, tensor<2x5x4xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%29, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 3, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 120 : index}> : () -> index
    %2 = "arith.constant"() <{value = 160 : index}> : () -> index
    %3 = "arith.constant"() <{value = 96 : index}> : () -> index
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %8, %9, %7, %5, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %11 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %8, %9, %7, %4, %5) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %12 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x5x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:3 = "stream.async.execute"(%10, %11, %12, %3, %2, %2, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      %17:2 = "stream.async.concurrent"(%arg3, %arg4, %arg5, %3, %2, %2, %1, %1) <{operandSegmentSizes = array<i32: 3, 3, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>):
        %18 = "stream.async.dispatch"(%arg6, %arg7, %3, %2, %0, %0, %3, %2, %3, %2, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_batch_matmul_2x3x5x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %19 = "stream.async.dispatch"(%arg6, %arg8, %3, %2, %0, %0, %3, %2, %3, %2, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_like_2x3x5x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%18, %19, %1, %1) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%17#0, %17#1, %1, %1) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %14:2 = "stream.timepoint.await"(%13#0, %13#1, %1, %1, %13#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %15 = "stream.tensor.export"(%14#0, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.tensor.export"(%14#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15, %16) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>, %input1: tensor<2x4x5xf32>, %input2: tensor<2x5x4xf32>) -> (%output0: tensor<2x3x5xf32>, %output1: tensor<2x3x5xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

