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
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg27) : (index) -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (index, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg22: index, %arg23: !stream.binding, %arg24: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %46 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg22) <{ordinal = 0 : index}> : (index) -> index
        %47 = "stream.binding.subspan"(%arg23, %44, %46) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %48 = "stream.binding.subspan"(%arg24, %44, %46) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%47, %46, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %50 = "tensor.empty"(%46) : (index) -> tensor<?xf32>
        %51 = "linalg.generic"(%49, %50) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          %52 = "arith.mulf"(%arg25, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.subf"(%52, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%53) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %48, %46, %46) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_DxD_f32, sym_name = "main_dispatch_1_reduction_DxD_f32", sym_visibility = "public"}> ({
    ^bb0(%arg20: index, %arg21: index):
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg20, %arg21) : (index, index) -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_DxD_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: index, %arg14: index, %arg15: !stream.binding):
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %34 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg13) <{ordinal = 0 : index}> : (index) -> index
        %35 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg14) <{ordinal = 1 : index}> : (index) -> index
        %36 = "stream.binding.subspan"(%arg12, %32, %34, %35) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %37 = "stream.binding.subspan"(%arg15, %32, %34) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36, %34, %35, %34, %35) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        %39 = "tensor.empty"(%34) : (index) -> tensor<?xf32>
        %40 = "linalg.fill"(%33, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<?xf32>) -> tensor<?xf32>
        %41 = "linalg.generic"(%38, %40) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          %42 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %37, %34, %34) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
    ^bb0(%arg9: index, %arg10: index, %arg11: index):
      %31:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg9, %arg10, %arg11) : (index, index, index) -> (index, index, index)
      "stream.return"(%31#0, %31#1, %31#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, index, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: index, %arg6: index, %arg7: index, %arg8: !stream.binding):
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg5) <{ordinal = 0 : index}> : (index) -> index
        %26 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg6) <{ordinal = 1 : index}> : (index) -> index
        %27 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg7) <{ordinal = 2 : index}> : (index) -> index
        %28 = "stream.binding.subspan"(%arg4, %24, %25, %26) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %29 = "stream.binding.subspan"(%arg8, %24, %25, %27) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%28, %25, %26, %25, %27) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%30, %29, %25, %27, %25, %27) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
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
    %9 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %10 = "arith.muli"(%9, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "arith.index_cast"(%2) : (index) -> i32
    %12 = "arith.index_cast"(%3) : (index) -> i32
    %13 = "arith.index_cast"(%arg1) : (i32) -> index
    %14 = "arith.muli"(%6, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %15:4 = "stream.async.execute"(%8, %7, %10, %6, %14) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>):
      %20 = "stream.async.dispatch"(%9, %9, %arg2, %10, %0, %10, %10, %10) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 1, 2, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, !stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
      %21:2 = "stream.async.concurrent"(%20, %10, %6, %14) <{operandSegmentSizes = array<i32: 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg3: !stream.resource<external>):
        %22 = "stream.async.dispatch"(%2, %3, %arg3, %2, %3, %7, %0, %7, %7, %6) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_DxD_f32], operandSegmentSizes = array<i32: 2, 3, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, !stream.resource<external>, index, index, index, index, index, index, index) -> !stream.resource<external>
        %23 = "stream.async.dispatch"(%2, %3, %13, %arg3, %2, %3, %13, %7, %0, %7, %7, %14) <{entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 3, 4, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<external>, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%22, %23, %6, %14) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%20, %21#0, %21#1, %10, %6, %14) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %16:3 = "stream.timepoint.await"(%15#0, %15#1, %15#2, %10, %6, %14, %15#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %17 = "stream.tensor.export"(%16#0, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%16#1, %2, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%16#2, %2, %13, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%17, %18, %11, %12, %19) : (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

