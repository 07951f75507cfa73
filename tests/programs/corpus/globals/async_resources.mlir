#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "acc", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "count", sym_visibility = "private", type = i32}> : () -> ()
  "util.global"() <{sym_name = "table", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %74 = "arith.constant"() <{value = 32 : index}> : () -> index
    %75 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %76 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %77 = "arith.constant"() <{value = 16 : index}> : () -> index
    %78 = "stream.async.constant"(%77) <{affinity = #hal.device.affinity<@__device_0>, value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : (index) -> !stream.resource<constant>
    %79 = "stream.async.clone"(%78, %77, %77) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %80 = "stream.async.dispatch"(%74) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index) -> !stream.resource<*>
    %81 = "stream.async.update"(%80, %74, %77, %74, %79, %77) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %82 = "stream.async.clone"(%81, %74, %74) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    %83 = "stream.async.splat"(%76, %77) <{affinity = #hal.device.affinity<@__device_0>}> : (i8, index) -> !stream.resource<variable>
    "util.global.store"(%83) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%75) <{global = @count}> : (i32) -> ()
    "util.global.store"(%82) <{global = @table}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "_initializer_0_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32, sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32", sym_visibility = "public"}> ({
      %73:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%73#0, %73#1, %73#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32"}> ({
      ^bb0(%arg18: !stream.binding):
        %67 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg18, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %70 = "tensor.empty"() : () -> tensor<2x4xf32>
        %71 = "linalg.generic"(%67, %70) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          %72 = "arith.negf"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%72) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %69) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "step_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @step_dispatch_0_elementwise_4_f32, sym_name = "step_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %66:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%66#0, %66#1, %66#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "step_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %55 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg11, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %58 = "stream.binding.subspan"(%arg12, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %59 = "stream.binding.subspan"(%arg13, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %62 = "tensor.empty"() : () -> tensor<4xf32>
        %63 = "linalg.generic"(%60, %61, %55, %62) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32):
          %64 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %65 = "arith.addf"(%arg14, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%65) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%63, %59) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "step", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg10: !hal.buffer_view):
    %39 = "arith.constant"() <{value = 4 : index}> : () -> index
    %40 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %41 = "arith.constant"() <{value = 16 : index}> : () -> index
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "util.global.load"() <{global = @count}> : () -> i32
    %44 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %45 = "stream.async.clone"(%44, %41, %41) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<variable>, index, index) -> !stream.resource<*>
    %46 = "hal.element_type"() <{type = f32}> : () -> i32
    %47 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg10, %46, %47, %39) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %48 = "stream.tensor.import"(%arg10, %41) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %49 = "stream.async.cast"(%48, %41, %41) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %50 = "stream.async.dispatch"(%45, %49, %41, %41, %42, %42, %41, %41, %41, %41, %41) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@step_dispatch_0::@step_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %51 = "arith.addi"(%43, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %52 = "stream.async.cast"(%50, %41, %41) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %53 = "stream.tensor.export"(%52, %41) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %54 = "stream.async.clone"(%50, %41, %41) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<variable>
    "util.global.store"(%54) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%51) <{global = @count}> : (i32) -> ()
    "util.return"(%53) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} : () -> ()
  "util.func"() <{function_type = () -> i32, sym_name = "get_count", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %38 = "util.global.load"() <{global = @count}> : () -> i32
    "util.return"(%38) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %37:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%37#0, %37#1, %37#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding):
        %23 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "stream.binding.subspan"(%arg1, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %26 = "stream.binding.subspan"(%arg2, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %27 = "stream.binding.subspan"(%arg3, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %28 = "stream.binding.subspan"(%arg4, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %31 = "tensor.empty"() : () -> tensor<4xf32>
        %32:2 = "linalg.generic"(%29, %30, %23, %31, %31) <{indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 2>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32):
          %33 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %34 = "arith.addf"(%arg5, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %35 = "arith.mulf"(%34, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %36 = "arith.addf"(%34, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%34, %36) : (f32, f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%32#0, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%32#1, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "util.global.load"() <{global = @count}> : () -> i32
    %6 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %7 = "util.global.load"() <{global = @table, is_immutable}> : () -> !stream.resource<constant>
    %8 = "stream.async.clone"(%6, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<variable>, index, index) -> !stream.resource<*>
    %9 = "stream.async.clone"(%7, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %1) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14:2 = "stream.async.dispatch"(%8, %13, %3, %3, %4, %4, %3, %3, %3, %3, %3, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %15 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "stream.async.cast"(%14#0, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.async.cast"(%14#1, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %20 = "stream.async.cast"(%9, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.async.clone"(%14#1, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<variable>
    "util.global.store"(%22) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%15) <{global = @count}> : (i32) -> ()
    "util.return"(%17, %19, %15, %21) : (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

