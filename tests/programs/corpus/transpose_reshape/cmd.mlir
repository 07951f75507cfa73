#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_transpose_6x4_f32, sym_name = "main_dispatch_0_transpose_6x4_f32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_transpose_6x4_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding):
        %66 = "arith.constant"() <{value = 0 : index}> : () -> index
        %67 = "stream.binding.subspan"(%arg11, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %68 = "stream.binding.subspan"(%arg12, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %70 = "tensor.empty"() : () -> tensor<4x6xf32>
        %71 = "linalg.generic"(%69, %70) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32):
          "linalg.yield"(%arg13) : (f32) -> ()
        }) : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %68) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_slow_memcpy, sym_name = "main_dispatch_1_slow_memcpy", sym_visibility = "public"}> ({
      %65:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%65#0, %65#1, %65#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_slow_memcpy"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg9, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %63 = "stream.binding.subspan"(%arg10, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 3, 2>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg7, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %58 = "stream.binding.subspan"(%arg8, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 3, 2>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%59, %58) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_broadcast_24_f32, sym_name = "main_dispatch_3_elementwise_broadcast_24_f32", sym_visibility = "public"}> ({
      %55:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%55#0, %55#1, %55#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_broadcast_24_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %40 = "arith.constant"() <{value = 5 : index}> : () -> index
        %41 = "arith.constant"() <{value = 3 : index}> : () -> index
        %42 = "arith.constant"() <{value = 6 : index}> : () -> index
        %43 = "arith.constant"() <{value = 0 : index}> : () -> index
        %44 = "stream.binding.subspan"(%arg4, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %45 = "stream.binding.subspan"(%arg5, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %47 = "tensor.empty"() : () -> tensor<24xf32>
        %48 = "linalg.generic"(%47) <{indexing_maps = [#map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
        ^bb0(%arg6: f32):
          %49 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %50 = "arith.remsi"(%49, %42) : (index, index) -> index
          %51 = "arith.divsi"(%49, %42) : (index, index) -> index
          %52 = "arith.subi"(%41, %51) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %53 = "arith.subi"(%40, %50) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %54 = "tensor.extract"(%46, %53, %52) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%54) : (f32) -> ()
        }) : (tensor<24xf32>) -> tensor<24xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%48, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 584 : index}> : () -> index
    %2 = "arith.constant"() <{value = 704 : index}> : () -> index
    %3 = "arith.constant"() <{value = 576 : index}> : () -> index
    %4 = "arith.constant"() <{value = 448 : index}> : () -> index
    %5 = "arith.constant"() <{value = 320 : index}> : () -> index
    %6 = "arith.constant"() <{value = 256 : index}> : () -> index
    %7 = "arith.constant"() <{value = 128 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1091567616 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 80 : index}> : () -> index
    %10 = "arith.constant"() <{value = 48 : index}> : () -> index
    %11 = "arith.constant"() <{value = -1082130432 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 16 : index}> : () -> index
    %13 = "arith.constant"() <{value = 96 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 4 : index}> : () -> index
    %16 = "arith.constant"() <{value = 3 : index}> : () -> index
    %17 = "hal.element_type"() <{type = f32}> : () -> i32
    %18 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %17, %18, %14, %16, %15) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %19 = "stream.tensor.import"(%arg0, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %21:2 = "stream.resource.alloca"(%7) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %22 = "stream.timepoint.join"(%20#1, %21#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.cmd.execute"(%19, %20#0, %21#0, %13, %2, %7, %22) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>, %arg3: !stream.resource<transient>):
      "stream.cmd.copy"(%arg1, %13, %0, %arg2, %2, %0, %13) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg2, %2, %2, %0, %7, %13, %13) <{entry_points = [@main_dispatch_0::@main_dispatch_0_transpose_6x4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg2, %2, %2, %0, %6, %13, %12) <{entry_points = [@main_dispatch_1::@main_dispatch_1_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.fill"(%arg2, %2, %5, %13, %11) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg2, %2, %2, %0, %5, %13, %13) <{entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg2, %2, %2, %0, %4, %13, %13) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_broadcast_24_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.copy"(%arg1, %13, %10, %arg3, %7, %0, %10) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
        "stream.cmd.copy"(%arg1, %13, %0, %arg3, %7, %10, %10) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
        "stream.cmd.fill"(%arg2, %2, %3, %13, %8) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.copy"(%arg3, %7, %0, %arg2, %2, %1, %9) : (!stream.resource<transient>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.resource.dealloca"(%21#0, %7, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.timepoint.join"(%24, %23) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.timepoint.await"(%20#0, %2, %25) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %27 = "stream.resource.subview"(%26, %2, %7, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %28 = "stream.resource.subview"(%26, %2, %6, %12) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %29 = "stream.resource.subview"(%26, %2, %5, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %30 = "stream.resource.subview"(%26, %2, %4, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %31 = "stream.resource.subview"(%26, %2, %3, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %32 = "stream.resource.subview"(%26, %2, %0, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%27, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.tensor.export"(%32, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %35 = "stream.tensor.export"(%19, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %36 = "stream.tensor.export"(%28, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %37 = "stream.tensor.export"(%29, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.tensor.export"(%30, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %39 = "stream.tensor.export"(%31, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x12xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%33, %34, %35, %36, %37, %38, %39) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>) -> (%output0: tensor<4x2x3xf32>, %output1: tensor<6x4xf32>, %output2: tensor<3x8xf32>, %output3: tensor<2x2xf32>, %output4: tensor<4x6xf32>, %output5: tensor<4x6xf32>, %output6: tensor<2x12xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

