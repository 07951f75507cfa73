#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_transpose_6x4_f32, sym_name = "main_dispatch_0_transpose_6x4_f32", sym_visibility = "public"}> ({
      %100:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%100#0, %100#1, %100#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_transpose_6x4_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding):
        %94 = "arith.constant"() <{value = 0 : index}> : () -> index
        %95 = "stream.binding.subspan"(%arg8, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %96 = "stream.binding.subspan"(%arg9, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %97 = "iree_tensor_ext.dispatch.tensor.load"(%95) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %98 = "tensor.empty"() : () -> tensor<4x6xf32>
        %99 = "linalg.generic"(%97, %98) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          "linalg.yield"(%arg10) : (f32) -> ()
        }) : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%99, %96) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_slow_memcpy, sym_name = "main_dispatch_1_slow_memcpy", sym_visibility = "public"}> ({
      %93:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%93#0, %93#1, %93#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_slow_memcpy"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %89 = "arith.constant"() <{value = 0 : index}> : () -> index
        %90 = "stream.binding.subspan"(%arg6, %89) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %91 = "stream.binding.subspan"(%arg7, %89) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %92 = "iree_tensor_ext.dispatch.tensor.load"(%90) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 3, 2>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%92, %91) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
      %88:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%88#0, %88#1, %88#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %84 = "arith.constant"() <{value = 0 : index}> : () -> index
        %85 = "stream.binding.subspan"(%arg4, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %86 = "stream.binding.subspan"(%arg5, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 3, 2>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<2x2xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %86) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (tensor<2x2xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_broadcast_24_f32, sym_name = "main_dispatch_3_elementwise_broadcast_24_f32", sym_visibility = "public"}> ({
      %83:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%83#0, %83#1, %83#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_broadcast_24_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding):
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg1, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %70 = "stream.binding.subspan"(%arg2, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        %71 = "arith.constant"() <{value = 6 : index}> : () -> index
        %72 = "arith.constant"() <{value = 3 : index}> : () -> index
        %73 = "arith.constant"() <{value = 5 : index}> : () -> index
        %74 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %75 = "tensor.empty"() : () -> tensor<24xf32>
        %76 = "linalg.generic"(%75) <{indexing_maps = [#map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
        ^bb0(%arg3: f32):
          %77 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %78 = "arith.remsi"(%77, %71) : (index, index) -> index
          %79 = "arith.divsi"(%77, %71) : (index, index) -> index
          %80 = "arith.subi"(%72, %79) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %81 = "arith.subi"(%73, %78) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %82 = "tensor.extract"(%74, %81, %80) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%82) : (f32) -> ()
        }) : (tensor<24xf32>) -> tensor<24xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%76, %70) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 20 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 9.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %8, %9, %10, %11, %12) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3x4xf32>}> : () -> index
    %14 = "stream.tensor.import"(%arg0, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%14, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x4xf32>}> : () -> index
    %17 = "stream.tensor.clone"(%15, %13, %16) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<6x4xf32>, source_encoding = tensor<2x3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x6xf32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%17, %16, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_transpose_6x4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6x4xf32>], result_encodings = [tensor<4x6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x2x3xf32>}> : () -> index
    %21 = "stream.tensor.clone"(%19, %18, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4x2x3xf32>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x8xf32>}> : () -> index
    %23 = "stream.tensor.clone"(%15, %13, %22) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x8xf32>, source_encoding = tensor<2x3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2xf32>}> : () -> index
    %25 = "stream.tensor.dispatch"(%17, %16, %24) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_slow_memcpy], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6x4xf32>], result_encodings = [tensor<2x2xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x6xf32>}> : () -> index
    %27 = "stream.tensor.splat"(%7, %26) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x6xf32>}> : (f32, index) -> !stream.resource<*>
    %28 = "stream.tensor.dispatch"(%17, %27, %16, %26, %26) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6x4xf32>, tensor<4x6xf32>], result_encodings = [tensor<4x6xf32>], tied_operands = [1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %29 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<24xf32>}> : () -> index
    %30 = "stream.tensor.dispatch"(%17, %16, %29) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_broadcast_24_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6x4xf32>], result_encodings = [tensor<24xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %31 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x6xf32>}> : () -> index
    %32 = "stream.tensor.clone"(%30, %29, %31) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4x6xf32>, source_encoding = tensor<24xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %33 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3x4xf32>}> : () -> index
    %34 = "stream.tensor.slice"(%15, %13, %5, %5, %5, %4, %3, %2, %33) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 3, 3, 0, 1>, result_encoding = tensor<1x3x4xf32>, source_encoding = tensor<2x3x4xf32>}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %35 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %36 = "stream.tensor.clone"(%34, %33, %35) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x4xf32>, source_encoding = tensor<1x3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %37 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3x4xf32>}> : () -> index
    %38 = "stream.tensor.slice"(%15, %13, %4, %5, %5, %4, %3, %2, %37) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 3, 3, 0, 1>, result_encoding = tensor<1x3x4xf32>, source_encoding = tensor<2x3x4xf32>}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %39 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %40 = "stream.tensor.clone"(%38, %37, %39) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x4xf32>, source_encoding = tensor<1x3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %41 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x4xf32>}> : () -> index
    %42 = "stream.tensor.empty"(%41) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x4xf32>}> : (index) -> !stream.resource<*>
    %43 = "stream.tensor.update"(%42, %41, %5, %5, %40, %39) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<6x4xf32>, update_encoding = tensor<3x4xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %44 = "stream.tensor.update"(%43, %41, %3, %5, %36, %35) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<6x4xf32>, update_encoding = tensor<3x4xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %45 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<24xf32>}> : () -> index
    %46 = "stream.tensor.clone"(%44, %41, %45) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<24xf32>, source_encoding = tensor<6x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %47 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<20xf32>}> : () -> index
    %48 = "stream.tensor.slice"(%46, %45, %5, %1, %47) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 0, 1>, result_encoding = tensor<20xf32>, source_encoding = tensor<24xf32>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %49 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<24xf32>}> : () -> index
    %50 = "stream.tensor.splat"(%6, %49) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<24xf32>}> : (f32, index) -> !stream.resource<*>
    %51 = "stream.tensor.update"(%50, %49, %0, %48, %47) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 0, 1>, target_encoding = tensor<24xf32>, update_encoding = tensor<20xf32>}> : (!stream.resource<*>, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %52 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x12xf32>}> : () -> index
    %53 = "stream.tensor.clone"(%51, %49, %52) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x12xf32>, source_encoding = tensor<24xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %54 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %55 = "stream.tensor.export"(%54, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %56 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %57 = "stream.tensor.export"(%56, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %58 = "stream.async.cast"(%23, %22, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %59 = "stream.tensor.export"(%58, %22) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %60 = "stream.async.cast"(%25, %24, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %61 = "stream.tensor.export"(%60, %24) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %62 = "stream.async.cast"(%28, %26, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %63 = "stream.tensor.export"(%62, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %64 = "stream.async.cast"(%32, %31, %31) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %65 = "stream.tensor.export"(%64, %31) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %66 = "stream.async.cast"(%53, %52, %52) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %67 = "stream.tensor.export"(%66, %52) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x12xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%55, %57, %59, %61, %63, %65, %67) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>) -> (%output0: tensor<4x2x3xf32>, %output1: tensor<6x4xf32>, %output2: tensor<3x8xf32>, %output3: tensor<2x2xf32>, %output4: tensor<4x6xf32>, %output5: tensor<4x6xf32>, %output6: tensor<2x12xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

