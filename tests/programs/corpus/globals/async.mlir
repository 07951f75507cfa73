#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, is_mutable, sym_name = "acc__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "acc", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "count", sym_visibility = "private", type = i32}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "table__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "table", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %75 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %76 = "arith.constant"() <{value = 32 : index}> : () -> index
    %77 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %78 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %79 = "arith.constant"() <{value = 16 : index}> : () -> index
    %80:3 = "stream.async.execute"(%76, %79) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 0, 0, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
      %82 = "stream.async.constant"(%79) <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : (index) -> !stream.resource<constant>
      %83 = "stream.async.dispatch"(%76) <{entry_points = [@_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index) -> !stream.resource<constant>
      %84:2 = "stream.async.concurrent"(%83, %82, %76, %79, %76, %79) <{operandSegmentSizes = array<i32: 2, 2, 2>, tied_operands = [0 : index, -1 : index]}> ({
      ^bb0(%arg28: !stream.resource<constant>, %arg29: !stream.resource<constant>):
        %85 = "stream.async.update"(%arg28, %76, %79, %76, %arg29, %79) : (!stream.resource<constant>, index, index, index, !stream.resource<constant>, index) -> !stream.resource<constant>
        %86 = "stream.async.splat"(%78, %79) : (i8, index) -> !stream.resource<variable>
        "stream.yield"(%85, %86, %76, %79) : (!stream.resource<constant>, !stream.resource<variable>, index, index) -> ()
      }) : (!stream.resource<constant>, !stream.resource<constant>, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<variable>)
      "stream.yield"(%84#0, %84#1, %76, %79) : (!stream.resource<constant>, !stream.resource<variable>, index, index) -> ()
    }) : (index, index) -> (!stream.resource<constant>, !stream.resource<variable>, !stream.timepoint)
    %81:2 = "stream.timepoint.await"(%80#1, %80#0, %79, %76, %80#2) <{operandSegmentSizes = array<i32: 2, 2, 1>, sync}> : (!stream.resource<variable>, !stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<constant>)
    "util.global.store"(%81#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%75) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%77) <{global = @count}> : (i32) -> ()
    "util.global.store"(%81#1) <{global = @table}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%75) <{global = @table__timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "_initializer_0_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32, sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32"}> ({
      ^bb0(%arg25: !stream.binding):
        %68 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %69 = "arith.constant"() <{value = 0 : index}> : () -> index
        %70 = "stream.binding.subspan"(%arg25, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %71 = "tensor.empty"() : () -> tensor<2x4xf32>
        %72 = "linalg.generic"(%68, %71) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          %73 = "arith.negf"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%72, %70) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "step_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @step_dispatch_0_elementwise_4_f32, sym_name = "step_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %67:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%67#0, %67#1, %67#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "step_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding, %arg20: !stream.binding):
        %56 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "stream.binding.subspan"(%arg18, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %59 = "stream.binding.subspan"(%arg19, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %60 = "stream.binding.subspan"(%arg20, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %63 = "tensor.empty"() : () -> tensor<4xf32>
        %64 = "linalg.generic"(%61, %62, %56, %63) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32, %arg24: f32):
          %65 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %66 = "arith.addf"(%arg21, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%66) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "step", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg15: !hal.buffer_view):
    %40 = "arith.constant"() <{value = 4 : index}> : () -> index
    %41 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %42 = "arith.constant"() <{value = 16 : index}> : () -> index
    %43 = "arith.constant"() <{value = 0 : index}> : () -> index
    %44 = "util.global.load"() <{global = @count}> : () -> i32
    %45 = "util.global.load"() <{global = @acc__timepoint}> : () -> !stream.timepoint
    %46 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %47 = "hal.element_type"() <{type = f32}> : () -> i32
    %48 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg15, %47, %48, %40) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %49 = "stream.tensor.import"(%arg15, %42) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %50 = "arith.addi"(%44, %41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %51:3 = "stream.async.execute"(%46, %49, %42, %42, %42, %42, %45) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 2, 1>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg16: !stream.resource<variable>, %arg17: !stream.resource<external>):
      %54 = "stream.async.dispatch"(%arg16, %arg17, %42, %42, %43, %43, %42, %42, %42, %42, %42) <{entry_points = [@step_dispatch_0::@step_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<variable>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      %55 = "stream.async.clone"(%54, %42, %42) : (!stream.resource<external>, index, index) -> !stream.resource<variable>
      "stream.yield"(%54, %55, %42, %42) : (!stream.resource<external>, !stream.resource<variable>, index, index) -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<variable>, !stream.timepoint)
    %52:2 = "stream.timepoint.await"(%51#1, %51#0, %42, %42, %51#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<variable>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>)
    %53 = "stream.tensor.export"(%52#1, %42) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%51#1) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%51#2) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%50) <{global = @count}> : (i32) -> ()
    "util.return"(%53) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} : () -> ()
  "util.func"() <{function_type = () -> i32, sym_name = "get_count", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %39 = "util.global.load"() <{global = @count}> : () -> i32
    "util.return"(%39) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %38:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%38#0, %38#1, %38#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %24 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg6, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %27 = "stream.binding.subspan"(%arg7, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %28 = "stream.binding.subspan"(%arg8, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %29 = "stream.binding.subspan"(%arg9, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %32 = "tensor.empty"() : () -> tensor<4xf32>
        %33:2 = "linalg.generic"(%30, %31, %24, %32, %32) <{indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 2>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32):
          %34 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %35 = "arith.addf"(%arg10, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %36 = "arith.mulf"(%35, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %37 = "arith.addf"(%35, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%35, %37) : (f32, f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%33#0, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%33#1, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
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
    %5 = "util.global.load"() <{global = @table__timepoint, is_immutable}> : () -> !stream.timepoint
    %6 = "util.global.load"() <{global = @count}> : () -> i32
    %7 = "util.global.load"() <{global = @acc__timepoint}> : () -> !stream.timepoint
    %8 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %9 = "util.global.load"() <{global = @table, is_immutable}> : () -> !stream.resource<constant>
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %1) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "arith.addi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "stream.timepoint.join"(%7, %5) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %15:5 = "stream.async.execute"(%8, %12, %9, %3, %3, %0, %3, %3, %0, %3, %14) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 4, 1>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<variable>, %arg2: !stream.resource<external>, %arg3: !stream.resource<constant>):
      %20:2 = "stream.async.dispatch"(%arg1, %arg2, %3, %3, %4, %4, %3, %3, %3, %3, %3, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<variable>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      %21:2 = "stream.async.concurrent"(%arg3, %20#1, %0, %3, %0, %3) <{operandSegmentSizes = array<i32: 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<constant>, %arg5: !stream.resource<external>):
        %22 = "stream.async.clone"(%arg4, %0, %0) : (!stream.resource<constant>, index, index) -> !stream.resource<external>
        %23 = "stream.async.clone"(%arg5, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<variable>
        "stream.yield"(%22, %23, %0, %3) : (!stream.resource<external>, !stream.resource<variable>, index, index) -> ()
      }) : (!stream.resource<constant>, !stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<variable>)
      "stream.yield"(%20#0, %20#1, %21#0, %21#1, %3, %3, %0, %3) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<variable>, index, index, index, index) -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<constant>, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<variable>, !stream.timepoint)
    %16:4 = "stream.timepoint.await"(%15#3, %15#0, %15#1, %15#2, %3, %3, %3, %0, %15#4) <{operandSegmentSizes = array<i32: 4, 4, 1>}> : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %17 = "stream.tensor.export"(%16#1, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%16#2, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%16#3, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%15#3) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%15#4) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%13) <{global = @count}> : (i32) -> ()
    "util.return"(%17, %18, %13, %19) : (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

