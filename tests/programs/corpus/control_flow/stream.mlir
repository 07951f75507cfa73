#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %100:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%100#0, %100#1, %100#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding):
        %90 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %91 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %92 = "arith.constant"() <{value = 0 : index}> : () -> index
        %93 = "stream.binding.subspan"(%arg34, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %94 = "stream.binding.subspan"(%arg35, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %95 = "iree_tensor_ext.dispatch.tensor.load"(%93) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %96 = "tensor.empty"() : () -> tensor<4xf32>
        %97 = "linalg.generic"(%95, %96) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg36: f32, %arg37: f32):
          %98 = "arith.mulf"(%arg36, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %99 = "arith.addf"(%98, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%99) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%97, %94) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32, sym_name = "main_dispatch_1_elementwise_4_f32", sym_visibility = "public"}> ({
      %89:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%89#0, %89#1, %89#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %82 = "arith.constant"() <{value = 0 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg30, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %84 = "stream.binding.subspan"(%arg31, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %86 = "tensor.empty"() : () -> tensor<4xf32>
        %87 = "linalg.generic"(%85, %86) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %88 = "math.exp"(%arg32) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%88) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %84) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %81:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%81#0, %81#1, %81#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %74 = "arith.constant"() <{value = 0 : index}> : () -> index
        %75 = "stream.binding.subspan"(%arg26, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %76 = "stream.binding.subspan"(%arg27, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %77 = "iree_tensor_ext.dispatch.tensor.load"(%75) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %78 = "tensor.empty"() : () -> tensor<4xf32>
        %79 = "linalg.generic"(%77, %78) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %80 = "arith.negf"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%80) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%79, %76) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_4_f32, sym_name = "main_dispatch_3_elementwise_4_f32", sym_visibility = "public"}> ({
      %73:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%73#0, %73#1, %73#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_4_f32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %64 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %65 = "arith.constant"() <{value = 0 : index}> : () -> index
        %66 = "stream.binding.subspan"(%arg22, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %67 = "stream.binding.subspan"(%arg23, %65) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %69 = "tensor.empty"() : () -> tensor<4xf32>
        %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          %71 = "math.absf"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %72 = "arith.addf"(%71, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%72) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%70, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_4_f32, sym_name = "main_dispatch_4_elementwise_4_f32", sym_visibility = "public"}> ({
      %63:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%63#0, %63#1, %63#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_4_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %55 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg18, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %58 = "stream.binding.subspan"(%arg19, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %60 = "tensor.empty"() : () -> tensor<4xf32>
        %61 = "linalg.generic"(%59, %60) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32):
          %62 = "arith.mulf"(%arg20, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%62) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%61, %58) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "hal.element_type"() <{type = f32}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %9, %10, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %11 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "arith.index_cast"(%arg1) : (i32) -> index
    "cf.br"(%0, %11, %2)[^bb1] : (index, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb1(%13: index, %14: !stream.resource<external>, %15: !stream.timepoint):  // 2 preds: ^bb0, ^bb2
    %16 = "arith.cmpi"(%13, %12) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%16)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %17:2 = "stream.resource.alloca"(%3, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %18:2 = "stream.resource.alloca"(%1, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %19 = "stream.timepoint.join"(%17#1, %18#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.cmd.execute"(%14, %17#0, %18#0, %3, %3, %1, %19) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg15: !stream.resource<external>, %arg16: !stream.resource<external>, %arg17: !stream.resource<transient>):
      "stream.cmd.copy"(%arg15, %3, %0, %arg17, %1, %0, %3) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg17, %arg16, %1, %3, %0, %0, %1, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.resource.dealloca"(%18#0, %1, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %22 = "arith.addi"(%13, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%22, %17#0, %21)[^bb1] : (index, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb3:  // pred: ^bb1
    %23 = "arith.cmpi"(%arg2, %6) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%23)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %24:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %25 = "stream.cmd.execute"(%11, %24#0, %3, %3, %24#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg13: !stream.resource<external>, %arg14: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg13, %arg14, %3, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%24#0, %25)[^bb6] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb5:  // pred: ^bb3
    %26:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %27 = "stream.cmd.execute"(%11, %26#0, %3, %3, %26#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg11: !stream.resource<external>, %arg12: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg11, %arg12, %3, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%26#0, %27)[^bb6] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb6(%28: !stream.resource<external>, %29: !stream.timepoint):  // 2 preds: ^bb4, ^bb5
    %30:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %31 = "stream.cmd.execute"(%11, %30#0, %3, %3, %30#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg9, %arg10, %3, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%30#0, %31, %6)[^bb7] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb7(%32: !stream.resource<external>, %33: !stream.timepoint, %34: i32):  // 2 preds: ^bb6, ^bb8
    %35:2 = "stream.resource.alloca"(%4, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<staging>, !stream.timepoint)
    %36:2 = "stream.resource.alloca"(%1, %33) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %37 = "stream.timepoint.join"(%35#1, %36#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %38 = "stream.cmd.execute"(%32, %35#0, %36#0, %3, %4, %1, %37) <{operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<staging>, %arg8: !stream.resource<transient>):
      "stream.cmd.copy"(%arg6, %3, %0, %arg8, %1, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.copy"(%arg8, %1, %0, %arg7, %4, %0, %4) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
      "stream.cmd.flush"(%arg7, %4, %0, %4) : (!stream.resource<staging>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<staging>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %39 = "stream.resource.dealloca"(%36#0, %1, %38) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %40 = "stream.timepoint.await"(%35#0, %4, %39) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
    %41 = "stream.resource.load"(%40, %4, %0) : (!stream.resource<staging>, index, index) -> f32
    %42 = "arith.cmpf"(%41, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    "cf.cond_br"(%42)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb8:  // pred: ^bb7
    %43:2 = "stream.resource.alloca"(%3, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %44:2 = "stream.resource.alloca"(%1, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %45 = "stream.timepoint.join"(%43#1, %44#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %46 = "stream.cmd.execute"(%32, %43#0, %44#0, %3, %3, %1, %45) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<transient>):
      "stream.cmd.copy"(%arg3, %3, %0, %arg5, %1, %0, %3) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg5, %arg4, %1, %3, %0, %0, %1, %3) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %47 = "stream.resource.dealloca"(%44#0, %1, %46) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %48 = "arith.addi"(%34, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%43#0, %47, %48)[^bb7] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb9:  // pred: ^bb7
    %49 = "stream.timepoint.await"(%14, %3, %15) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %50 = "stream.tensor.export"(%49, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %51 = "stream.timepoint.await"(%28, %3, %29) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %52 = "stream.tensor.export"(%51, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %53 = "stream.timepoint.await"(%32, %3, %33) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %54 = "stream.tensor.export"(%53, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%50, %52, %54, %34) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>, %input1: i32, %input2: i32) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: tensor<4xf32>, %output3: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

