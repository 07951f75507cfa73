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
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "table__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "table", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %81 = "arith.constant"() <{value = 0 : index}> : () -> index
    %82 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %83 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %84 = "arith.constant"() <{value = 32 : index}> : () -> index
    %85 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %86 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %87 = "arith.constant"() <{value = 16 : index}> : () -> index
    %88 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_64b}> : () -> !util.buffer
    %89 = "arith.constant"() <{value = 64 : index}> : () -> index
    %90:2 = "stream.resource.try_map"(%88, %81, %89) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    %91:2 = "scf.if"(%90#0) ({
      "scf.yield"(%83, %90#1) : (!stream.timepoint, !stream.resource<constant>) -> ()
    }, {
      %98 = "stream.resource.alloc"(%89) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
      %99 = "stream.file.constant"(%88, %89, %81, %89) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
      %100 = "stream.file.read"(%99, %82, %98, %89, %81, %89, %83) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%100, %98) : (!stream.timepoint, !stream.resource<constant>) -> ()
    }) : (i1) -> (!stream.timepoint, !stream.resource<constant>)
    %92:2 = "stream.resource.alloca"(%87) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<variable>, !stream.timepoint)
    %93:2 = "stream.resource.alloca"(%84) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %94 = "stream.timepoint.join"(%91#0, %92#1, %93#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %95 = "stream.cmd.execute"(%91#1, %92#0, %93#0, %89, %87, %84, %94) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg30: !stream.resource<constant>, %arg31: !stream.resource<variable>, %arg32: !stream.resource<constant>):
      "stream.cmd.dispatch"(%arg32, %84, %81, %84) <{entry_points = [@_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (!stream.resource<constant>, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg30, %89, %81, %arg32, %84, %87, %87) : (!stream.resource<constant>, index, index, !stream.resource<constant>, index, index, index) -> ()
        "stream.cmd.fill"(%arg31, %87, %81, %87, %86) : (!stream.resource<variable>, index, index, index, i8) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<variable>, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %96 = "stream.resource.dealloca"(%91#1, %89, %95) <{prefer_origin}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.timepoint
    %97:2 = "stream.timepoint.await"(%92#0, %93#0, %87, %84, %96) <{operandSegmentSizes = array<i32: 2, 2, 1>, sync}> : (!stream.resource<variable>, !stream.resource<constant>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<constant>)
    "util.global.store"(%97#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%83) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%85) <{global = @count}> : (i32) -> ()
    "util.global.store"(%97#1) <{global = @table}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%83) <{global = @table__timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "_initializer_0_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32, sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32", sym_visibility = "public"}> ({
      %80:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%80#0, %80#1, %80#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32"}> ({
      ^bb0(%arg27: !stream.binding):
        %74 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %75 = "arith.constant"() <{value = 0 : index}> : () -> index
        %76 = "stream.binding.subspan"(%arg27, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %77 = "tensor.empty"() : () -> tensor<2x4xf32>
        %78 = "linalg.generic"(%74, %77) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %79 = "arith.negf"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%79) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %76) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "step_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @step_dispatch_0_elementwise_4_f32, sym_name = "step_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %73:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%73#0, %73#1, %73#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "step_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %62 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg20, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %65 = "stream.binding.subspan"(%arg21, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %66 = "stream.binding.subspan"(%arg22, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %69 = "tensor.empty"() : () -> tensor<4xf32>
        %70 = "linalg.generic"(%67, %68, %62, %69) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32, %arg26: f32):
          %71 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %72 = "arith.addf"(%arg23, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%72) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%70, %66) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "step", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg15: !hal.buffer_view):
    %45 = "arith.constant"() <{value = 16 : index}> : () -> index
    %46 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %47 = "arith.constant"() <{value = 4 : index}> : () -> index
    %48 = "arith.constant"() <{value = 0 : index}> : () -> index
    %49 = "util.global.load"() <{global = @count}> : () -> i32
    %50 = "util.global.load"() <{global = @acc__timepoint}> : () -> !stream.timepoint
    %51 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %52 = "hal.element_type"() <{type = f32}> : () -> i32
    %53 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg15, %52, %53, %47) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %54 = "stream.tensor.import"(%arg15, %45) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %55 = "arith.addi"(%49, %46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %56:2 = "stream.resource.alloca"(%45, %50) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %57:2 = "stream.resource.alloca"(%45, %50) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    %58 = "stream.timepoint.join"(%50, %56#1, %57#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %59 = "stream.cmd.execute"(%51, %54, %56#0, %57#0, %45, %45, %45, %45, %58) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg16: !stream.resource<variable>, %arg17: !stream.resource<external>, %arg18: !stream.resource<external>, %arg19: !stream.resource<variable>):
      "stream.cmd.dispatch"(%arg16, %arg17, %arg18, %45, %45, %45, %48, %48, %48, %45, %45, %45) <{entry_points = [@step_dispatch_0::@step_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.copy"(%arg18, %45, %48, %arg19, %45, %48, %45) : (!stream.resource<external>, index, index, !stream.resource<variable>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<variable>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %60:2 = "stream.timepoint.await"(%57#0, %56#0, %45, %45, %59) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<variable>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>)
    %61 = "stream.tensor.export"(%60#1, %45) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%57#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%59) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%55) <{global = @count}> : (i32) -> ()
    "util.return"(%61) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} : () -> ()
  "util.func"() <{function_type = () -> i32, sym_name = "get_count", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %44 = "util.global.load"() <{global = @count}> : () -> i32
    "util.return"(%44) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %29 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg6, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %32 = "stream.binding.subspan"(%arg7, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %33 = "stream.binding.subspan"(%arg8, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %34 = "stream.binding.subspan"(%arg9, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %37 = "tensor.empty"() : () -> tensor<4xf32>
        %38:2 = "linalg.generic"(%35, %36, %29, %37, %37) <{indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 2>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32):
          %39 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "arith.addf"(%arg10, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %41 = "arith.mulf"(%40, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.addf"(%40, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%40, %42) : (f32, f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%38#0, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%38#1, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
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
    %11 = "util.global.load"() <{global = @table__timepoint, is_immutable}> : () -> !stream.timepoint
    %12 = "util.global.load"() <{global = @table, is_immutable}> : () -> !stream.resource<constant>
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %0) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "arith.addi"(%8, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "stream.timepoint.join"(%9, %11) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18:2 = "stream.resource.alloca"(%6, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %19:2 = "stream.resource.alloca"(%0, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    %20 = "stream.timepoint.join"(%9, %11, %18#1, %19#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.cmd.execute"(%10, %15, %12, %18#0, %19#0, %0, %0, %3, %6, %0, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg1: !stream.resource<variable>, %arg2: !stream.resource<external>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<external>, %arg5: !stream.resource<variable>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg4, %arg4, %0, %0, %6, %6, %7, %7, %7, %4, %0, %0, %0, %0) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg3, %3, %7, %arg4, %6, %5, %3) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg4, %6, %4, %arg5, %0, %7, %0) : (!stream.resource<external>, index, index, !stream.resource<variable>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<variable>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %22:2 = "stream.timepoint.await"(%19#0, %18#0, %0, %6, %21) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<variable>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>)
    %23 = "stream.resource.subview"(%22#1, %6, %7, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%22#1, %6, %4, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%22#1, %6, %5, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%23, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%24, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%25, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%19#0) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%21) <{global = @acc__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%16) <{global = @count}> : (i32) -> ()
    "util.return"(%26, %27, %16, %28) : (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

