#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_12_f32, sym_name = "main_dispatch_0_elementwise_12_f32", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_12_f32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding):
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg14, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %32 = "stream.binding.subspan"(%arg15, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %33 = "stream.binding.subspan"(%arg16, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %34 = "stream.binding.subspan"(%arg17, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %37 = "tensor.empty"() : () -> tensor<12xf32>
        %38:2 = "linalg.generic"(%35, %36, %37, %37) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32, %arg21: f32):
          %39 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "math.exp"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %41 = "arith.mulf"(%39, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.negf"(%41) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%39, %42) : (f32, f32) -> ()
        }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%38#0, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%38#1, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_3x3x4_f32, sym_name = "main_dispatch_1_matmul_3x3x4_f32", sym_visibility = "public"}> ({
      %29:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%29#0, %29#1, %29#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_3x3x4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "stream.binding.subspan"(%arg6, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %20 = "stream.binding.subspan"(%arg7, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %21 = "stream.binding.subspan"(%arg8, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>
        %22 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %24 = "tensor.empty"() : () -> tensor<3x3xf32>
        %25 = "linalg.fill"(%17, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32):
          "linalg.yield"(%arg12) : (f32) -> ()
        }) : (f32, tensor<3x3xf32>) -> tensor<3x3xf32>
        %26 = "linalg.matmul"(%22, %23, %25) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %27 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %28 = "arith.addf"(%arg11, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%28) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%26, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 3>, static_strides = array<i64: 1, 1>}> : (tensor<3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 36 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %5, %6, %4, %3) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:4 = "stream.async.execute"(%7, %8, %2, %2, %2, %2, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      %14:3 = "stream.async.concurrent"(%arg2, %arg3, %2, %2, %2, %2, %0) <{operandSegmentSizes = array<i32: 2, 2, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
        %15:2 = "stream.async.dispatch"(%arg4, %arg5, %2, %2, %1, %1, %2, %2, %2, %2, %2, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
        %16 = "stream.async.dispatch"(%arg4, %arg5, %2, %2, %1, %1, %2, %2, %2, %2, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_3x3x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%15#0, %15#1, %16, %2, %2, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%14#0, %14#1, %14#2, %2, %2, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %10:3 = "stream.timepoint.await"(%9#0, %9#1, %9#2, %2, %2, %0, %9#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %11 = "stream.tensor.export"(%10#0, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %12 = "stream.tensor.export"(%10#1, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%10#2, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11, %12, %arg1, %13) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<3x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>, %output2: tensor<3x4xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

