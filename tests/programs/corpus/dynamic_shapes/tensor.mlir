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
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg25) : (index) -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (index, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg20: index, %arg21: !stream.binding, %arg22: !stream.binding):
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %49 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg20) <{ordinal = 0 : index}> : (index) -> index
        %50 = "stream.binding.subspan"(%arg21, %47, %49) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %51 = "stream.binding.subspan"(%arg22, %47, %49) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%50, %49, %49) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %53 = "tensor.empty"(%49) : (index) -> tensor<?xf32>
        %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          %55 = "arith.mulf"(%arg23, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.subf"(%55, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %51, %49, %49) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_DxD_f32, sym_name = "main_dispatch_1_reduction_DxD_f32", sym_visibility = "public"}> ({
    ^bb0(%arg18: index, %arg19: index):
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg18, %arg19) : (index, index) -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_DxD_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: index, %arg12: index, %arg13: !stream.binding):
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %37 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg11) <{ordinal = 0 : index}> : (index) -> index
        %38 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg12) <{ordinal = 1 : index}> : (index) -> index
        %39 = "stream.binding.subspan"(%arg10, %35, %37, %38) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %40 = "stream.binding.subspan"(%arg13, %35, %37) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%39, %37, %38, %37, %38) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        %42 = "tensor.empty"(%37) : (index) -> tensor<?xf32>
        %43 = "linalg.fill"(%36, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<?xf32>) -> tensor<?xf32>
        %44 = "linalg.generic"(%41, %43) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          %45 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%45) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %40, %37, %37) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
    ^bb0(%arg7: index, %arg8: index, %arg9: index):
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg7, %arg8, %arg9) : (index, index, index) -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, index, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: index, %arg4: index, %arg5: index, %arg6: !stream.binding):
        %27 = "arith.constant"() <{value = 0 : index}> : () -> index
        %28 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg3) <{ordinal = 0 : index}> : (index) -> index
        %29 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg4) <{ordinal = 1 : index}> : (index) -> index
        %30 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg5) <{ordinal = 2 : index}> : (index) -> index
        %31 = "stream.binding.subspan"(%arg2, %27, %28, %29) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %32 = "stream.binding.subspan"(%arg6, %27, %28, %30) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%31, %28, %29, %28, %30) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%33, %32, %28, %30, %28, %30) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32) -> (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %2 = "hal.element_type"() <{type = f32}> : () -> i32
    %3 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %2, %3, %0, %1) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"(%0, %1) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?x?xf32>}> : (index, index) -> index
    %5 = "stream.tensor.import"(%arg0, %0, %1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %8 = "stream.tensor.sizeof"(%7) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?xf32>}> : (index) -> index
    %9 = "stream.tensor.clone"(%6, %0, %1, %4, %7, %8) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 2, 1, 1, 1>, result_encoding = tensor<?xf32>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %10 = "stream.tensor.sizeof"(%7) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?xf32>}> : (index) -> index
    %11 = "stream.tensor.dispatch"(%7, %7, %9, %8, %7, %10, %7) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 1, 2, 1, 1, 1, 1>, operand_encodings = [!util.unused, tensor<?xf32>], result_encodings = [tensor<?xf32>], tied_operands = [-1 : index]}> : (index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %12 = "stream.tensor.sizeof"(%0, %1) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?x?xf32>}> : (index, index) -> index
    %13 = "stream.tensor.clone"(%11, %7, %10, %0, %1, %12) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 2, 1>, result_encoding = tensor<?x?xf32>, source_encoding = tensor<?xf32>}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"(%0) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?xf32>}> : (index) -> index
    %15 = "stream.tensor.dispatch"(%0, %1, %13, %0, %1, %12, %0, %1, %14, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_DxD_f32], operandSegmentSizes = array<i32: 2, 3, 1, 2, 1, 1>, operand_encodings = [tensor<?x?xf32>, !util.unused, !util.unused], result_encodings = [tensor<?xf32>], tied_operands = [-1 : index]}> : (index, index, !stream.resource<*>, index, index, index, index, index, index, index) -> !stream.resource<*>
    %16 = "arith.index_cast"(%0) : (index) -> i32
    %17 = "arith.index_cast"(%1) : (index) -> i32
    %18 = "arith.index_cast"(%arg1) : (i32) -> index
    %19 = "stream.tensor.sizeof"(%0, %18) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?x?xf32>}> : (index, index) -> index
    %20 = "stream.tensor.dispatch"(%0, %1, %18, %13, %0, %1, %18, %12, %0, %1, %19, %0, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 3, 4, 1, 2, 1, 2>, operand_encodings = [tensor<?x?xf32>, !util.unused, !util.unused, !util.unused], result_encodings = [tensor<?x?xf32>], tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %21 = "stream.async.cast"(%13, %12, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %0, %1, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    %23 = "stream.async.cast"(%15, %14, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%23, %0, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %25 = "stream.async.cast"(%20, %19, %19) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %0, %18, %19) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%22, %24, %16, %17, %26) : (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

