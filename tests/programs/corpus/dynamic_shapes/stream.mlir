#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_D_f32, sym_name = "main_dispatch_0_elementwise_D_f32", sym_visibility = "public"}> ({
    ^bb0(%arg37: index):
      %131:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg37) : (index) -> (index, index, index)
      "stream.return"(%131#0, %131#1, %131#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}, {}], function_type = (!stream.binding, !stream.binding, i32, i32) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg31: !stream.binding, %arg32: !stream.binding, %arg33: i32, %arg34: i32):
        %114 = "arith.constant"() <{value = 0 : index}> : () -> index
        %115 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %116 = "arith.constant"() <{value = 32 : i64}> : () -> i64
        %117 = "arith.extui"(%arg33) : (i32) -> i64
        %118 = "arith.extui"(%arg34) : (i32) -> i64
        %119 = "arith.shli"(%118, %116) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %120 = "arith.ori"(%117, %119) : (i64, i64) -> i64
        %121 = "arith.index_castui"(%120) : (i64) -> index
        %122 = "util.assume.int"(%121) <{assumptions = [[#util.int.assumption<umin = 0, umax = 9223372036854775807>]]}> : (index) -> index
        %123 = "iree_tensor_ext.dispatch.workload.ordinal"(%122) <{ordinal = 0 : index}> : (index) -> index
        %124 = "stream.binding.subspan"(%arg31, %114, %123) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %125 = "stream.binding.subspan"(%arg32, %114, %123) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %126 = "iree_tensor_ext.dispatch.tensor.load"(%124, %123, %123) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %127 = "tensor.empty"(%123) : (index) -> tensor<?xf32>
        %128 = "linalg.generic"(%126, %127) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32):
          %129 = "arith.mulf"(%arg35, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %130 = "arith.subf"(%129, %115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%130) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%128, %125, %123, %123) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_DxD_f32, sym_name = "main_dispatch_1_reduction_DxD_f32", sym_visibility = "public"}> ({
    ^bb0(%arg29: index, %arg30: index):
      %113:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg29, %arg30) : (index, index) -> (index, index, index)
      "stream.return"(%113#0, %113#1, %113#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}, {}, {}, {}, {}, {}], function_type = (!stream.binding, !stream.binding, i32, i32, i32, i32, i32, i32) -> (), sym_name = "main_dispatch_1_reduction_DxD_f32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
        %85 = "arith.constant"() <{value = 0 : index}> : () -> index
        %86 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %87 = "arith.constant"() <{value = 32 : i64}> : () -> i64
        %88 = "arith.extui"(%arg19) : (i32) -> i64
        %89 = "arith.extui"(%arg20) : (i32) -> i64
        %90 = "arith.shli"(%89, %87) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %91 = "arith.ori"(%88, %90) : (i64, i64) -> i64
        %92 = "arith.index_castui"(%91) {stream.alignment = 64 : index} : (i64) -> index
        %93 = "arith.extui"(%arg21) : (i32) -> i64
        %94 = "arith.extui"(%arg22) : (i32) -> i64
        %95 = "arith.shli"(%94, %87) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %96 = "arith.ori"(%93, %95) : (i64, i64) -> i64
        %97 = "arith.index_castui"(%96) : (i64) -> index
        %98 = "arith.extui"(%arg23) : (i32) -> i64
        %99 = "arith.extui"(%arg24) : (i32) -> i64
        %100 = "arith.shli"(%99, %87) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %101 = "arith.ori"(%98, %100) : (i64, i64) -> i64
        %102 = "arith.index_castui"(%101) : (i64) -> index
        %103:3 = "util.assume.int"(%92, %97, %102) <{assumptions = [[#util.int.assumption<udiv = 64>], [#util.int.assumption<umin = 0, umax = 9007199254740991>], [#util.int.assumption<umin = 0, umax = 9007199254740991>]]}> : (index, index, index) -> (index, index, index)
        %104 = "iree_tensor_ext.dispatch.workload.ordinal"(%103#1) <{ordinal = 0 : index}> : (index) -> index
        %105 = "iree_tensor_ext.dispatch.workload.ordinal"(%103#2) <{ordinal = 1 : index}> : (index) -> index
        %106 = "stream.binding.subspan"(%arg17, %85, %104, %105) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %107 = "stream.binding.subspan"(%arg18, %103#0, %104) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %108 = "iree_tensor_ext.dispatch.tensor.load"(%106, %104, %105, %104, %105) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        %109 = "tensor.empty"(%104) : (index) -> tensor<?xf32>
        %110 = "linalg.fill"(%86, %109) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32):
          "linalg.yield"(%arg27) : (f32) -> ()
        }) : (f32, tensor<?xf32>) -> tensor<?xf32>
        %111 = "linalg.generic"(%108, %110) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          %112 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%112) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%111, %107, %104, %104) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_slow_memcpy, sym_name = "main_dispatch_2_slow_memcpy", sym_visibility = "public"}> ({
    ^bb0(%arg14: index, %arg15: index, %arg16: index):
      %84:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg14, %arg15, %arg16) : (index, index, index) -> (index, index, index)
      "stream.return"(%84#0, %84#1, %84#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (!stream.binding, !stream.binding, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "main_dispatch_2_slow_memcpy"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32):
        %55 = "arith.constant"() <{value = 0 : index}> : () -> index
        %56 = "arith.constant"() <{value = 32 : i64}> : () -> i64
        %57 = "arith.extui"(%arg6) : (i32) -> i64
        %58 = "arith.extui"(%arg7) : (i32) -> i64
        %59 = "arith.shli"(%58, %56) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %60 = "arith.ori"(%57, %59) : (i64, i64) -> i64
        %61 = "arith.index_castui"(%60) : (i64) -> index
        %62 = "arith.extui"(%arg8) : (i32) -> i64
        %63 = "arith.extui"(%arg9) : (i32) -> i64
        %64 = "arith.shli"(%63, %56) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %65 = "arith.ori"(%62, %64) : (i64, i64) -> i64
        %66 = "arith.index_castui"(%65) : (i64) -> index
        %67 = "arith.extui"(%arg10) : (i32) -> i64
        %68 = "arith.extui"(%arg11) : (i32) -> i64
        %69 = "arith.shli"(%68, %56) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %70 = "arith.ori"(%67, %69) : (i64, i64) -> i64
        %71 = "arith.index_castui"(%70) : (i64) -> index
        %72 = "arith.extui"(%arg12) : (i32) -> i64
        %73 = "arith.extui"(%arg13) : (i32) -> i64
        %74 = "arith.shli"(%73, %56) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %75 = "arith.ori"(%72, %74) : (i64, i64) -> i64
        %76 = "arith.index_castui"(%75) : (i64) -> index
        %77:3 = "util.assume.int"(%61, %66, %71) <{assumptions = [[#util.int.assumption<udiv = 64>], [#util.int.assumption<umin = 0, umax = 9007199254740991>], [#util.int.assumption<umin = 0, umax = 9007199254740991>]]}> : (index, index, index) -> (index, index, index)
        %78 = "iree_tensor_ext.dispatch.workload.ordinal"(%77#1) <{ordinal = 0 : index}> : (index) -> index
        %79 = "iree_tensor_ext.dispatch.workload.ordinal"(%77#2) <{ordinal = 1 : index}> : (index) -> index
        %80 = "iree_tensor_ext.dispatch.workload.ordinal"(%76) <{ordinal = 2 : index}> : (index) -> index
        %81 = "stream.binding.subspan"(%arg4, %55, %78, %79) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %82 = "stream.binding.subspan"(%arg5, %77#0, %78, %80) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %83 = "iree_tensor_ext.dispatch.tensor.load"(%81, %78, %79, %78, %80) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %82, %78, %80, %78, %80) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32) -> (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32):
    %0 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %5 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %4, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "arith.muli"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %9 = "arith.muli"(%8, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %10 = "stream.tensor.import"(%arg0, %4, %5, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index, index) -> !stream.resource<external>
    %11 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %12 = "arith.muli"(%11, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %13 = "arith.index_cast"(%4) : (index) -> i32
    %14 = "arith.index_cast"(%5) : (index) -> i32
    %15 = "arith.index_cast"(%arg1) : (i32) -> index
    %16 = "arith.muli"(%8, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %17 = "util.align"(%12, %2) : (index, index) -> index
    %18 = "util.align"(%8, %2) : (index, index) -> index
    %19 = "arith.addi"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %20 = "util.align"(%16, %2) : (index, index) -> index
    %21 = "arith.addi"(%19, %20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %22:2 = "stream.resource.alloca"(%21) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %23 = "arith.index_castui"(%11) : (index) -> i64
    %24 = "arith.index_castui"(%11) : (index) -> i32
    %25 = "arith.shrui"(%23, %0) : (i64, i64) -> i64
    %26 = "arith.trunci"(%25) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %27 = "arith.index_castui"(%17) : (index) -> i64
    %28 = "arith.index_castui"(%17) : (index) -> i32
    %29 = "arith.shrui"(%27, %0) : (i64, i64) -> i64
    %30 = "arith.trunci"(%29) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %31 = "arith.index_castui"(%4) : (index) -> i64
    %32 = "arith.index_castui"(%4) : (index) -> i32
    %33 = "arith.shrui"(%31, %0) : (i64, i64) -> i64
    %34 = "arith.trunci"(%33) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %35 = "arith.index_castui"(%5) : (index) -> i64
    %36 = "arith.index_castui"(%5) : (index) -> i32
    %37 = "arith.shrui"(%35, %0) : (i64, i64) -> i64
    %38 = "arith.trunci"(%37) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %39 = "arith.index_castui"(%19) : (index) -> i64
    %40 = "arith.index_castui"(%19) : (index) -> i32
    %41 = "arith.shrui"(%39, %0) : (i64, i64) -> i64
    %42 = "arith.trunci"(%41) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %43 = "arith.index_castui"(%15) : (index) -> i64
    %44 = "arith.index_castui"(%15) : (index) -> i32
    %45 = "arith.shrui"(%43, %0) : (i64, i64) -> i64
    %46 = "arith.trunci"(%45) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %47 = "stream.cmd.execute"(%10, %22#0, %9, %21, %22#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%11, %24, %26, %arg2, %arg3, %9, %21, %1, %1, %9, %21) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%4, %5, %28, %30, %32, %34, %36, %38, %arg3, %arg3, %21, %21, %1, %1, %21, %21) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_DxD_f32], operandSegmentSizes = array<i32: 2, 6, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, i32, i32, i32, i32, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%4, %5, %15, %40, %42, %32, %34, %36, %38, %44, %46, %arg3, %arg3, %21, %21, %1, %1, %21, %21) <{entry_points = [@main_dispatch_2::@main_dispatch_2_slow_memcpy], operandSegmentSizes = array<i32: 3, 8, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, index, i32, i32, i32, i32, i32, i32, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %48 = "stream.timepoint.await"(%22#0, %21, %47) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %49 = "stream.resource.subview"(%48, %21, %1, %12) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %50 = "stream.resource.subview"(%48, %21, %17, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %51 = "stream.resource.subview"(%48, %21, %19, %16) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %52 = "stream.tensor.export"(%49, %4, %5, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    %53 = "stream.tensor.export"(%50, %4, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %54 = "stream.tensor.export"(%51, %4, %15, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%52, %53, %13, %14, %54) : (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

