#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_D_f32, sym_name = "main_dispatch_0_elementwise_D_f32", sym_visibility = "public"}> ({
    ^bb0(%arg25: index):
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg25) : (index) -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (index, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg20: index, %arg21: !stream.binding, %arg22: !stream.binding):
        %46 = "arith.constant"() <{value = 0 : index}> : () -> index
        %47 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %48 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg20) <{ordinal = 0 : index}> : (index) -> index
        %49 = "stream.binding.subspan"(%arg21, %46, %48) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %50 = "stream.binding.subspan"(%arg22, %46, %48) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%49, %48, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %52 = "tensor.empty"(%48) : (index) -> tensor<?xf32>
        %53 = "linalg.generic"(%51, %52) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          %54 = "arith.mulf"(%arg23, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.subf"(%54, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %50, %48, %48) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_DxD_f32, sym_name = "main_dispatch_1_reduction_DxD_f32", sym_visibility = "public"}> ({
    ^bb0(%arg18: index, %arg19: index):
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg18, %arg19) : (index, index) -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_DxD_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: index, %arg12: index, %arg13: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %36 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg11) <{ordinal = 0 : index}> : (index) -> index
        %37 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg12) <{ordinal = 1 : index}> : (index) -> index
        %38 = "stream.binding.subspan"(%arg10, %34, %36, %37) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %39 = "stream.binding.subspan"(%arg13, %34, %36) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%38, %36, %37, %36, %37) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        %41 = "tensor.empty"(%36) : (index) -> tensor<?xf32>
        %42 = "linalg.fill"(%35, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<?xf32>) -> tensor<?xf32>
        %43 = "linalg.generic"(%40, %42) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          %44 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%44) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%43, %39, %36, %36) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
    ^bb0(%arg7: index, %arg8: index, %arg9: index):
      %33:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg7, %arg8, %arg9) : (index, index, index) -> (index, index, index)
      "stream.return"(%33#0, %33#1, %33#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, index, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: index, %arg4: index, %arg5: index, %arg6: !stream.binding):
        %26 = "arith.constant"() <{value = 0 : index}> : () -> index
        %27 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg3) <{ordinal = 0 : index}> : (index) -> index
        %28 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg4) <{ordinal = 1 : index}> : (index) -> index
        %29 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg5) <{ordinal = 2 : index}> : (index) -> index
        %30 = "stream.binding.subspan"(%arg2, %26, %27, %28) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %31 = "stream.binding.subspan"(%arg6, %26, %27, %29) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %32 = "iree_tensor_ext.dispatch.tensor.load"(%30, %27, %28, %27, %29) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%32, %31, %27, %29, %27, %29) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32) -> (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %3 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "arith.muli"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "stream.tensor.import"(%arg0, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index, index) -> !stream.resource<external>
    %9 = "stream.async.cast"(%8, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %10 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %11 = "arith.muli"(%10, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %12 = "stream.async.dispatch"(%10, %10, %9, %11, %0, %11, %11, %11) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 1, 2, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %13 = "stream.async.clone"(%12, %11, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %14 = "stream.async.dispatch"(%2, %3, %13, %2, %3, %7, %0, %7, %7, %6) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_DxD_f32], operandSegmentSizes = array<i32: 2, 3, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, !stream.resource<*>, index, index, index, index, index, index, index) -> !stream.resource<*>
    %15 = "arith.index_cast"(%2) : (index) -> i32
    %16 = "arith.index_cast"(%3) : (index) -> i32
    %17 = "arith.index_cast"(%arg1) : (i32) -> index
    %18 = "arith.muli"(%6, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %19 = "stream.async.dispatch"(%2, %3, %17, %13, %2, %3, %17, %7, %0, %7, %7, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 3, 4, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %20 = "stream.async.cast"(%13, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    %22 = "stream.async.cast"(%14, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %2, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %24 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %25 = "stream.tensor.export"(%24, %2, %17, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%21, %23, %15, %16, %25) : (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

