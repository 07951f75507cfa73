#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "__parameter_model_fc1_weight_tensor_6x8xf32__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_weight_tensor_6x8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_bias_tensor_8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc2_weight_tensor_8x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_perm_tensor_3xi32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %73 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %74 = "arith.constant"() <{value = 12 : index}> : () -> index
    %75 = "arith.constant"() <{value = 96 : index}> : () -> index
    %76 = "arith.constant"() <{value = 32 : index}> : () -> index
    %77 = "arith.constant"() <{value = 192 : index}> : () -> index
    %78 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %79 = "util.buffer.constant"() <{value = "fc1.weight"}> : () -> !util.buffer
    %80 = "util.buffer.constant"() <{value = "fc1.bias"}> : () -> !util.buffer
    %81 = "util.buffer.constant"() <{value = "fc2.weight"}> : () -> !util.buffer
    %82 = "util.buffer.constant"() <{value = "perm"}> : () -> !util.buffer
    %83 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %84:5 = "stream.cmd.parameter.load"(%83, %79, %80, %81, %82, %78, %78, %78, %78, %77, %76, %75, %74) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 4, 4, 4, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, i64, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %85:4 = "stream.timepoint.await"(%84#1, %84#2, %84#3, %84#0, %76, %75, %74, %77, %84#4) <{operandSegmentSizes = array<i32: 4, 4, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%85#0) <{global = @__parameter_model_fc1_bias_tensor_8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%85#3) <{global = @__parameter_model_fc1_weight_tensor_6x8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%73) <{global = @__parameter_model_fc1_weight_tensor_6x8xf32__timepoint}> : (!stream.timepoint) -> ()
    "util.global.store"(%85#1) <{global = @__parameter_model_fc2_weight_tensor_8x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%85#2) <{global = @__parameter_model_perm_tensor_3xi32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x8x6_f32, sym_name = "main_dispatch_0_matmul_2x8x6_f32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x8x6_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding, %arg23: !stream.binding, %arg24: !stream.binding):
        %55 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg21, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>
        %58 = "stream.binding.subspan"(%arg22, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %59 = "stream.binding.subspan"(%arg23, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %60 = "stream.binding.subspan"(%arg24, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>) -> tensor<2x6xf32>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %64 = "tensor.empty"() : () -> tensor<2x8xf32>
        %65 = "linalg.fill"(%55, %64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32):
          "linalg.yield"(%arg31) : (f32) -> ()
        }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32>
        %66 = "linalg.matmul"(%61, %62, %65) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
          %70 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "arith.addf"(%arg30, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<2x6xf32>, tensor<6x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        %67 = "linalg.generic"(%66, %63, %64) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
          %68 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %69 = "math.tanh"(%68) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%69) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%67, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x3x8_f32, sym_name = "main_dispatch_1_matmul_2x3x8_f32", sym_visibility = "public"}> ({
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x3x8_f32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %42 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %43 = "arith.constant"() <{value = 0 : index}> : () -> index
        %44 = "stream.binding.subspan"(%arg13, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %45 = "stream.binding.subspan"(%arg14, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>
        %46 = "stream.binding.subspan"(%arg15, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>) -> tensor<8x3xf32>
        %49 = "tensor.empty"() : () -> tensor<2x3xf32>
        %50 = "linalg.fill"(%42, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %51 = "linalg.matmul"(%47, %48, %50) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %52 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.addf"(%arg18, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%53) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_broadcast_2x3_i32xf32, sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32", sym_visibility = "public"}> ({
      %41:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%41#0, %41#1, %41#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg8, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %32 = "stream.binding.subspan"(%arg9, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %33 = "stream.binding.subspan"(%arg10, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %36 = "tensor.empty"() : () -> tensor<2x3xf32>
        %37 = "linalg.generic"(%35, %36) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: i32, %arg12: f32):
          %38 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %39 = "arith.index_cast"(%arg11) : (i32) -> index
          %40 = "tensor.extract"(%34, %38, %39) : (tensor<2x3xf32>, index, index) -> f32
          "linalg.yield"(%40) : (f32) -> ()
        }) : (tensor<3xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%37, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 24 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 192 : index}> : () -> index
    %6 = "arith.constant"() <{value = 32 : index}> : () -> index
    %7 = "arith.constant"() <{value = 96 : index}> : () -> index
    %8 = "arith.constant"() <{value = 12 : index}> : () -> index
    %9 = "arith.constant"() <{value = 128 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "util.global.load"() <{global = @__parameter_model_fc1_weight_tensor_6x8xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %12 = "util.global.load"() <{global = @__parameter_model_fc1_weight_tensor_6x8xf32, is_immutable}> : () -> !stream.resource<constant>
    %13 = "util.global.load"() <{global = @__parameter_model_fc1_bias_tensor_8xf32, is_immutable}> : () -> !stream.resource<constant>
    %14 = "util.global.load"() <{global = @__parameter_model_fc2_weight_tensor_8x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %15 = "util.global.load"() <{global = @__parameter_model_perm_tensor_3xi32, is_immutable}> : () -> !stream.resource<constant>
    %16 = "hal.element_type"() <{type = f32}> : () -> i32
    %17 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %16, %17, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19:2 = "stream.resource.alloca"(%9, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %20:2 = "stream.resource.alloca"(%1, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %21 = "stream.timepoint.join"(%11, %19#1, %20#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %22 = "stream.cmd.execute"(%18, %12, %13, %14, %15, %19#0, %20#0, %2, %5, %6, %7, %8, %9, %1, %21) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 7, 7, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<constant>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg3, %arg7, %2, %5, %6, %1, %10, %10, %10, %10, %2, %5, %6, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x8x6_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg4, %arg6, %1, %7, %9, %10, %10, %10, %1, %7, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x3x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg6, %arg5, %arg6, %9, %8, %9, %10, %10, %1, %0, %8, %0) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_2x3_i32xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.resource.dealloca"(%20#0, %1, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.timepoint.join"(%23, %22) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.timepoint.await"(%19#0, %9, %24) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%25, %9, %10, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.resource.subview"(%25, %9, %1, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%26, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%27, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%28, %29) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x6xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

