#composite_of_64b = #util.composite<64xi8, [
    dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
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
  "util.global"() <{sym_name = "table", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %80 = "arith.constant"() <{value = 0 : index}> : () -> index
    %81 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %82 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %83 = "arith.constant"() <{value = 32 : index}> : () -> index
    %84 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %85 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %86 = "arith.constant"() <{value = 16 : index}> : () -> index
    %87 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_64b}> : () -> !util.buffer
    %88 = "arith.constant"() <{value = 64 : index}> : () -> index
    %89:2 = "stream.resource.try_map"(%87, %80, %88) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%89#0, %82, %89#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %90 = "stream.resource.alloc"(%88) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %91 = "stream.file.constant"(%87, %88, %80, %88) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %92 = "stream.file.read"(%91, %81, %90, %88, %80, %88, %82) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%92, %90)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%93: !stream.timepoint, %94: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %95:2 = "stream.resource.alloca"(%86) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<variable>, !stream.timepoint)
    %96:2 = "stream.resource.alloca"(%83) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %97 = "stream.timepoint.join"(%93, %95#1, %96#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %98 = "stream.cmd.execute"(%94, %95#0, %96#0, %88, %86, %83, %97) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg30: !stream.resource<constant>, %arg31: !stream.resource<variable>, %arg32: !stream.resource<constant>):
      "stream.cmd.dispatch"(%arg32, %83, %80, %83) <{entry_points = [@_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (!stream.resource<constant>, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg30, %88, %80, %arg32, %83, %86, %86) : (!stream.resource<constant>, index, index, !stream.resource<constant>, index, index, index) -> ()
        "stream.cmd.fill"(%arg31, %86, %80, %86, %85) : (!stream.resource<variable>, index, index, index, i8) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<variable>, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %99 = "stream.resource.dealloca"(%94, %88, %98) <{prefer_origin}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.timepoint
    %100:2 = "stream.timepoint.await"(%95#0, %96#0, %86, %83, %99) <{operandSegmentSizes = array<i32: 2, 2, 1>, sync}> : (!stream.resource<variable>, !stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<constant>)
    "util.global.store"(%100#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%82) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%84) <{global = @count}> : (i32) -> ()
    "util.global.store"(%100#1) <{global = @table}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "_initializer_0_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32, sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}], function_type = (!stream.binding) -> (), sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32"}> ({
      ^bb0(%arg27: !stream.binding):
        %73 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %74 = "arith.constant"() <{value = 0 : index}> : () -> index
        %75 = "stream.binding.subspan"(%arg27, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %76 = "tensor.empty"() : () -> tensor<2x4xf32>
        %77 = "linalg.generic"(%73, %76) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %78 = "arith.negf"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%78) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%77, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "step_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @step_dispatch_0_elementwise_4_f32, sym_name = "step_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "step_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %61 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg20, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %64 = "stream.binding.subspan"(%arg21, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %65 = "stream.binding.subspan"(%arg22, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %68 = "tensor.empty"() : () -> tensor<4xf32>
        %69 = "linalg.generic"(%66, %67, %61, %68) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32, %arg26: f32):
          %70 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "arith.addf"(%arg23, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "step", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg15: !hal.buffer_view):
    %44 = "arith.constant"() <{value = 16 : index}> : () -> index
    %45 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %46 = "arith.constant"() <{value = 4 : index}> : () -> index
    %47 = "arith.constant"() <{value = 0 : index}> : () -> index
    %48 = "util.global.load"() <{global = @count}> : () -> i32
    %49 = "util.global.load"() <{global = @acc__timepoint}> : () -> !stream.timepoint
    %50 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %51 = "hal.element_type"() <{type = f32}> : () -> i32
    %52 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg15, %51, %52, %46) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %53 = "stream.tensor.import"(%arg15, %44) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %54 = "arith.addi"(%48, %45) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %55:2 = "stream.resource.alloca"(%44, %49) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %56:2 = "stream.resource.alloca"(%44, %49) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    %57 = "stream.timepoint.join"(%55#1, %56#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %58 = "stream.cmd.execute"(%50, %53, %55#0, %56#0, %44, %44, %44, %44, %57) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg16: !stream.resource<variable>, %arg17: !stream.resource<external>, %arg18: !stream.resource<external>, %arg19: !stream.resource<variable>):
      "stream.cmd.dispatch"(%arg16, %arg17, %arg18, %44, %44, %44, %47, %47, %47, %44, %44, %44) <{entry_points = [@step_dispatch_0::@step_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.copy"(%arg18, %44, %47, %arg19, %44, %47, %44) : (!stream.resource<external>, index, index, !stream.resource<variable>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<variable>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %59:2 = "stream.timepoint.await"(%56#0, %55#0, %44, %44, %58) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<variable>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>)
    %60 = "stream.tensor.export"(%59#1, %44) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%56#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%58) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%54) <{global = @count}> : (i32) -> ()
    "util.return"(%60) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} : () -> ()
  "util.func"() <{function_type = () -> i32, sym_name = "get_count", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %43 = "util.global.load"() <{global = @count}> : () -> i32
    "util.return"(%43) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %27 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "arith.constant"() <{value = 64 : index}> : () -> index
        %30 = "stream.binding.subspan"(%arg6, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %31 = "stream.binding.subspan"(%arg7, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %32 = "stream.binding.subspan"(%arg8, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %33 = "stream.binding.subspan"(%arg9, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %36 = "tensor.empty"() : () -> tensor<4xf32>
        %37:2 = "linalg.generic"(%34, %35, %27, %36, %36) <{indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 2>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32):
          %38 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %39 = "arith.addf"(%arg10, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "arith.mulf"(%39, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %41 = "arith.addf"(%39, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%39, %41) : (f32, f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%37#0, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%37#1, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "arith.constant"() <{value = 128 : index}> : () -> index
    %6 = "arith.constant"() <{value = 192 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "util.global.load"() <{global = @count}> : () -> i32
    %9 = "util.global.load"() <{global = @acc__timepoint}> : () -> !stream.timepoint
    %10 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %11 = "util.global.load"() <{global = @table, is_immutable}> : () -> !stream.resource<constant>
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg0, %0) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "arith.addi"(%8, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16:2 = "stream.resource.alloca"(%6, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %17:2 = "stream.resource.alloca"(%0, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    %18 = "stream.timepoint.join"(%16#1, %17#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.cmd.execute"(%10, %14, %11, %16#0, %17#0, %0, %0, %3, %6, %0, %18) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg1: !stream.resource<variable>, %arg2: !stream.resource<external>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<external>, %arg5: !stream.resource<variable>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg4, %arg4, %0, %0, %6, %6, %7, %7, %7, %7, %0, %0, %6, %6) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg3, %3, %7, %arg4, %6, %5, %3) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg4, %6, %4, %arg5, %0, %7, %0) : (!stream.resource<external>, index, index, !stream.resource<variable>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<variable>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %20:2 = "stream.timepoint.await"(%17#0, %16#0, %0, %6, %19) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<variable>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>)
    %21 = "stream.resource.subview"(%20#1, %6, %7, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%20#1, %6, %4, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%20#1, %6, %5, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%21, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.tensor.export"(%22, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %26 = "stream.tensor.export"(%23, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%17#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%19) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%15) <{global = @count}> : (i32) -> ()
    "util.return"(%24, %25, %15, %26) : (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

