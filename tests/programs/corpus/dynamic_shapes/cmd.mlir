#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_D_f32, sym_name = "main_dispatch_0_elementwise_D_f32", sym_visibility = "public"}> ({
    ^bb0(%arg27: index):
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg27) : (index) -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (index, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg22: index, %arg23: !stream.binding, %arg24: !stream.binding):
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %52 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg22) <{ordinal = 0 : index}> : (index) -> index
        %53 = "stream.binding.subspan"(%arg23, %50, %52) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %54 = "stream.binding.subspan"(%arg24, %50, %52) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%53, %52, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %56 = "tensor.empty"(%52) : (index) -> tensor<?xf32>
        %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          %58 = "arith.mulf"(%arg25, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.subf"(%58, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%59) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %54, %52, %52) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_DxD_f32, sym_name = "main_dispatch_1_reduction_DxD_f32", sym_visibility = "public"}> ({
    ^bb0(%arg20: index, %arg21: index):
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg20, %arg21) : (index, index) -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_DxD_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: index, %arg14: index, %arg15: !stream.binding):
        %38 = "arith.constant"() <{value = 0 : index}> : () -> index
        %39 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %40 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg13) <{ordinal = 0 : index}> : (index) -> index
        %41 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg14) <{ordinal = 1 : index}> : (index) -> index
        %42 = "stream.binding.subspan"(%arg12, %38, %40, %41) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %43 = "stream.binding.subspan"(%arg15, %38, %40) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%42, %40, %41, %40, %41) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        %45 = "tensor.empty"(%40) : (index) -> tensor<?xf32>
        %46 = "linalg.fill"(%39, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<?xf32>) -> tensor<?xf32>
        %47 = "linalg.generic"(%44, %46) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          %48 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %43, %40, %40) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
    ^bb0(%arg9: index, %arg10: index, %arg11: index):
      %37:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg9, %arg10, %arg11) : (index, index, index) -> (index, index, index)
      "stream.return"(%37#0, %37#1, %37#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, index, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: index, %arg6: index, %arg7: index, %arg8: !stream.binding):
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg5) <{ordinal = 0 : index}> : (index) -> index
        %32 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg6) <{ordinal = 1 : index}> : (index) -> index
        %33 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg7) <{ordinal = 2 : index}> : (index) -> index
        %34 = "stream.binding.subspan"(%arg4, %30, %31, %32) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %35 = "stream.binding.subspan"(%arg8, %30, %31, %33) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%34, %31, %32, %31, %33) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %35, %31, %33, %31, %33) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32) -> (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %4 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %3, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "arith.muli"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "arith.muli"(%7, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %9 = "stream.tensor.import"(%arg0, %3, %4, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index, index) -> !stream.resource<external>
    %10 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %11 = "arith.muli"(%10, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %12 = "arith.index_cast"(%3) : (index) -> i32
    %13 = "arith.index_cast"(%4) : (index) -> i32
    %14 = "arith.index_cast"(%arg1) : (i32) -> index
    %15 = "arith.muli"(%7, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %16 = "util.align"(%11, %1) : (index, index) -> index
    %17 = "util.align"(%7, %1) : (index, index) -> index
    %18 = "arith.addi"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %19 = "util.align"(%15, %1) : (index, index) -> index
    %20 = "arith.addi"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %21:2 = "stream.resource.alloca"(%20) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %22 = "stream.cmd.execute"(%9, %21#0, %8, %20, %21#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%10, %10, %arg2, %arg3, %8, %20, %0, %0, %11, %11) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%3, %4, %3, %4, %arg3, %arg3, %20, %20, %0, %16, %8, %7) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_DxD_f32], operandSegmentSizes = array<i32: 2, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%3, %4, %14, %3, %4, %14, %arg3, %arg3, %20, %20, %0, %18, %8, %15) <{entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 3, 3, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, index, index, index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.timepoint.await"(%21#0, %20, %22) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%23, %20, %0, %11) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%23, %20, %16, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%23, %20, %18, %15) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%24, %3, %4, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%25, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%26, %3, %14, %15) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%27, %28, %12, %13, %29) : (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

