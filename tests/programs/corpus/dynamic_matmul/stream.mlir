#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_DxDx4_f32, sym_name = "main_dispatch_0_matmul_DxDx4_f32", sym_visibility = "public"}> ({
    ^bb0(%arg25: index, %arg26: index, %arg27: index):
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg25, %arg26, %arg27) : (index, index, index) -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}, {}, {}, {}, {}, {}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, i32, i32, i32, i32, i32, i32) -> (), sym_name = "main_dispatch_0_matmul_DxDx4_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 32 : i64}> : () -> i64
        %36 = "arith.extui"(%arg11) : (i32) -> i64
        %37 = "arith.extui"(%arg12) : (i32) -> i64
        %38 = "arith.shli"(%37, %35) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %39 = "arith.ori"(%36, %38) : (i64, i64) -> i64
        %40 = "arith.index_castui"(%39) : (i64) -> index
        %41 = "arith.extui"(%arg13) : (i32) -> i64
        %42 = "arith.extui"(%arg14) : (i32) -> i64
        %43 = "arith.shli"(%42, %35) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %44 = "arith.ori"(%41, %43) : (i64, i64) -> i64
        %45 = "arith.index_castui"(%44) : (i64) -> index
        %46 = "arith.extui"(%arg15) : (i32) -> i64
        %47 = "arith.extui"(%arg16) : (i32) -> i64
        %48 = "arith.shli"(%47, %35) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %49 = "arith.ori"(%46, %48) : (i64, i64) -> i64
        %50 = "arith.index_castui"(%49) : (i64) -> index
        %51:3 = "util.assume.int"(%40, %45, %50) <{assumptions = [[#util.int.assumption<umin = 0, umax = 9007199254740991>], [#util.int.assumption<umin = 0, umax = 9007199254740991>], [#util.int.assumption<umin = 0, umax = 9007199254740991>]]}> : (index, index, index) -> (index, index, index)
        %52 = "iree_tensor_ext.dispatch.workload.ordinal"(%51#0) <{ordinal = 0 : index}> : (index) -> index
        %53 = "iree_tensor_ext.dispatch.workload.ordinal"(%51#1) <{ordinal = 1 : index}> : (index) -> index
        %54 = "iree_tensor_ext.dispatch.workload.ordinal"(%51#2) <{ordinal = 2 : index}> : (index) -> index
        %55 = "stream.binding.subspan"(%arg7, %33, %53) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>
        %56 = "stream.binding.subspan"(%arg8, %33, %54) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>
        %57 = "stream.binding.subspan"(%arg9, %33, %52) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %58 = "stream.binding.subspan"(%arg10, %33, %53, %54) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%55, %53, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, index, index) -> tensor<?x4xf32>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%56, %54, %54) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>, index, index) -> tensor<4x?xf32>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%57, %52, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %62 = "tensor.empty"(%53, %54) : (index, index) -> tensor<?x?xf32>
        %63 = "linalg.fill"(%34, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<?x?xf32>) -> tensor<?x?xf32>
        %64 = "linalg.matmul"(%59, %60, %63) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %68 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %69 = "arith.addf"(%arg22, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%69) : (f32) -> ()
        }) : (tensor<?x4xf32>, tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        %65 = "linalg.generic"(%64, %61, %62) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
          %66 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %67 = "arith.maximumf"(%66, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%67) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%65, %58, %53, %54, %53, %54) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "arith.muli"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "stream.tensor.import"(%arg0, %4, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x4xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %9 = "hal.buffer_view.dim"(%arg1) <{index = 1 : index}> : (!hal.buffer_view) -> index
    "hal.buffer_view.assert"(%arg1, %5, %6, %3, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "arith.muli"(%9, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "stream.tensor.import"(%arg1, %9, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %12 = "hal.buffer_view.dim"(%arg2) <{index = 0 : index}> : (!hal.buffer_view) -> index
    "hal.buffer_view.assert"(%arg2, %5, %6, %12) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %13 = "arith.muli"(%12, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %14 = "stream.tensor.import"(%arg2, %12, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %15 = "arith.muli"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %16 = "arith.muli"(%15, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %17:2 = "stream.resource.alloca"(%16) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %18 = "arith.index_castui"(%12) : (index) -> i64
    %19 = "arith.index_castui"(%12) : (index) -> i32
    %20 = "arith.shrui"(%18, %0) : (i64, i64) -> i64
    %21 = "arith.trunci"(%20) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %22 = "arith.index_castui"(%4) : (index) -> i64
    %23 = "arith.index_castui"(%4) : (index) -> i32
    %24 = "arith.shrui"(%22, %0) : (i64, i64) -> i64
    %25 = "arith.trunci"(%24) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %26 = "arith.index_castui"(%9) : (index) -> i64
    %27 = "arith.index_castui"(%9) : (index) -> i32
    %28 = "arith.shrui"(%26, %0) : (i64, i64) -> i64
    %29 = "arith.trunci"(%28) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %30 = "stream.cmd.execute"(%8, %11, %14, %17#0, %7, %10, %13, %16, %17#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.dispatch"(%12, %4, %9, %19, %21, %23, %25, %27, %29, %arg3, %arg4, %arg5, %arg6, %7, %10, %13, %16, %1, %1, %1, %1, %7, %10, %13, %16) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_DxDx4_f32], operandSegmentSizes = array<i32: 3, 6, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (index, index, index, i32, i32, i32, i32, i32, i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %31 = "stream.timepoint.await"(%17#0, %16, %30) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %4, %9, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%32) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x4xf32>, %input1: tensor<4x?xf32>, %input2: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

