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
      %47:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%47#0, %47#1, %47#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_12_f32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding, %arg16: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg13, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %36 = "stream.binding.subspan"(%arg14, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %37 = "stream.binding.subspan"(%arg15, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %38 = "stream.binding.subspan"(%arg16, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %41 = "tensor.empty"() : () -> tensor<12xf32>
        %42:2 = "linalg.generic"(%39, %40, %41, %41) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}> ({
        ^bb0(%arg17: f32, %arg18: f32, %arg19: f32, %arg20: f32):
          %43 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "math.exp"(%arg17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %45 = "arith.mulf"(%43, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "arith.negf"(%45) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%43, %46) : (f32, f32) -> ()
        }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%42#0, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%42#1, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_3x3x4_f32, sym_name = "main_dispatch_1_matmul_3x3x4_f32", sym_visibility = "public"}> ({
      %33:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%33#0, %33#1, %33#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_3x3x4_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding):
        %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %22 = "arith.constant"() <{value = 0 : index}> : () -> index
        %23 = "stream.binding.subspan"(%arg5, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %24 = "stream.binding.subspan"(%arg6, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %25 = "stream.binding.subspan"(%arg7, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>
        %26 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %27 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %28 = "tensor.empty"() : () -> tensor<3x3xf32>
        %29 = "linalg.fill"(%21, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          "linalg.yield"(%arg11) : (f32) -> ()
        }) : (f32, tensor<3x3xf32>) -> tensor<3x3xf32>
        %30 = "linalg.matmul"(%26, %27, %29) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %31 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %32 = "arith.addf"(%arg10, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%32) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%30, %25) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 3>, static_strides = array<i64: 1, 1>}> : (tensor<3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 192 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 36 : index}> : () -> index
    %5 = "arith.constant"() <{value = 48 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 3 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %8, %9, %7, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %13 = "stream.cmd.execute"(%10, %11, %12#0, %5, %5, %1, %12#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %arg4, %5, %5, %1, %1, %0, %0, %0, %3, %5, %5, %5, %5) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %5, %5, %1, %0, %0, %2, %5, %5, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_3x3x4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.timepoint.await"(%12#0, %1, %13) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %15 = "stream.resource.subview"(%14, %1, %0, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %16 = "stream.resource.subview"(%14, %1, %3, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %17 = "stream.resource.subview"(%14, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%15, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%16, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %20 = "stream.tensor.export"(%17, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %19, %arg1, %20) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<3x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>, %output2: tensor<3x4xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

