#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_transpose_6x4_f32, sym_name = "main_dispatch_0_transpose_6x4_f32", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_transpose_6x4_f32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg14, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %65 = "stream.binding.subspan"(%arg15, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %67 = "tensor.empty"() : () -> tensor<4x6xf32>
        %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%68, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_slow_memcpy, sym_name = "main_dispatch_1_slow_memcpy", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_slow_memcpy"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding):
        %58 = "arith.constant"() <{value = 0 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg12, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %60 = "stream.binding.subspan"(%arg13, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 3, 2>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%61, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg10, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %55 = "stream.binding.subspan"(%arg11, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 3, 2>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_broadcast_24_f32, sym_name = "main_dispatch_3_elementwise_broadcast_24_f32", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_broadcast_24_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %37 = "arith.constant"() <{value = 5 : index}> : () -> index
        %38 = "arith.constant"() <{value = 3 : index}> : () -> index
        %39 = "arith.constant"() <{value = 6 : index}> : () -> index
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "stream.binding.subspan"(%arg7, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %42 = "stream.binding.subspan"(%arg8, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %44 = "tensor.empty"() : () -> tensor<24xf32>
        %45 = "linalg.generic"(%44) <{indexing_maps = [#map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
        ^bb0(%arg9: f32):
          %46 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %47 = "arith.remsi"(%46, %39) : (index, index) -> index
          %48 = "arith.divsi"(%46, %39) : (index, index) -> index
          %49 = "arith.subi"(%38, %48) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %50 = "arith.subi"(%37, %47) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %51 = "tensor.extract"(%43, %50, %49) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%51) : (f32) -> ()
        }) : (tensor<24xf32>) -> tensor<24xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%45, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 88 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1091567616 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 80 : index}> : () -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "arith.constant"() <{value = -1082130432 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 96 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %9, %11, %10) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %14 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:7 = "stream.async.execute"(%14, %8, %8, %8, %6, %8, %8, %8) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 6, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %24 = "stream.async.clone"(%arg1, %8, %8) : (!stream.resource<external>, index, index) -> !stream.resource<external>
      %25:3 = "stream.async.concurrent"(%24, %8, %8, %6, %8) <{operandSegmentSizes = array<i32: 1, 1, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg6: !stream.resource<external>):
        %34 = "stream.async.dispatch"(%arg6, %8, %7, %8, %8, %8) <{entry_points = [@main_dispatch_0::@main_dispatch_0_transpose_6x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %35 = "stream.async.dispatch"(%arg6, %8, %7, %8, %8, %6) <{entry_points = [@main_dispatch_1::@main_dispatch_1_slow_memcpy], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %36 = "stream.async.splat"(%5, %8) : (i32, index) -> !stream.resource<external>
        "stream.yield"(%34, %35, %36, %8, %6, %8) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      %26 = "stream.async.alloca"(%8) : (index) -> !stream.resource<external>
      %27:4 = "stream.async.concurrent"(%24, %25#2, %26, %arg1, %8, %8, %8, %8, %8, %8, %8, %8) <{operandSegmentSizes = array<i32: 4, 4, 4>, tied_operands = [1 : index, -1 : index, 2 : index, -1 : index]}> ({
      ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
        %29 = "stream.async.dispatch"(%arg2, %arg3, %8, %8, %7, %7, %8, %8, %8, %8, %8) <{entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %30 = "stream.async.dispatch"(%arg2, %8, %7, %8, %8, %8) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_broadcast_24_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %31 = "stream.async.copy"(%arg4, %8, %7, %4, %arg5, %8, %4, %8, %4) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %32 = "stream.async.copy"(%31, %8, %4, %8, %arg5, %8, %7, %4, %4) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %33 = "stream.async.splat"(%2, %8) : (i32, index) -> !stream.resource<external>
        "stream.yield"(%29, %30, %32, %33, %8, %8, %8, %8) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      %28 = "stream.async.copy"(%27#3, %8, %1, %0, %27#2, %8, %7, %3, %3) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%24, %25#0, %25#1, %27#0, %27#1, %28, %8, %8, %6, %8, %8, %8) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %16:6 = "stream.timepoint.await"(%15#1, %15#2, %15#3, %15#4, %15#5, %15#0, %8, %6, %8, %8, %8, %8, %15#6) <{operandSegmentSizes = array<i32: 6, 6, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %17 = "stream.tensor.export"(%16#0, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%16#5, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%14, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %20 = "stream.tensor.export"(%16#1, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%16#2, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%16#3, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%16#4, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x12xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17, %18, %19, %20, %21, %22, %23) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>) -> (%output0: tensor<4x2x3xf32>, %output1: tensor<6x4xf32>, %output2: tensor<3x8xf32>, %output3: tensor<2x2xf32>, %output4: tensor<4x6xf32>, %output5: tensor<4x6xf32>, %output6: tensor<2x12xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

