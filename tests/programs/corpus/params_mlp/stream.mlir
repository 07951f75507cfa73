#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_weight_tensor_6x8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_bias_tensor_8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc2_weight_tensor_8x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_perm_tensor_3xi32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %72 = "arith.constant"() <{value = 12 : index}> : () -> index
    %73 = "arith.constant"() <{value = 96 : index}> : () -> index
    %74 = "arith.constant"() <{value = 32 : index}> : () -> index
    %75 = "arith.constant"() <{value = 192 : index}> : () -> index
    %76 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %77 = "util.buffer.constant"() <{value = "fc1.weight"}> : () -> !util.buffer
    %78 = "util.buffer.constant"() <{value = "fc1.bias"}> : () -> !util.buffer
    %79 = "util.buffer.constant"() <{value = "fc2.weight"}> : () -> !util.buffer
    %80 = "util.buffer.constant"() <{value = "perm"}> : () -> !util.buffer
    %81 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %82:5 = "stream.cmd.parameter.load"(%81, %77, %78, %79, %80, %76, %76, %76, %76, %75, %74, %73, %72) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 4, 4, 4, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, i64, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %83:4 = "stream.timepoint.await"(%82#1, %82#2, %82#3, %82#0, %74, %73, %72, %75, %82#4) <{operandSegmentSizes = array<i32: 4, 4, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%83#0) <{global = @__parameter_model_fc1_bias_tensor_8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%83#3) <{global = @__parameter_model_fc1_weight_tensor_6x8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%83#1) <{global = @__parameter_model_fc2_weight_tensor_8x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%83#2) <{global = @__parameter_model_perm_tensor_3xi32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x8x6_f32, sym_name = "main_dispatch_0_matmul_2x8x6_f32", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x8x6_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding, %arg23: !stream.binding, %arg24: !stream.binding):
        %54 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %55 = "arith.constant"() <{value = 0 : index}> : () -> index
        %56 = "stream.binding.subspan"(%arg21, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>
        %57 = "stream.binding.subspan"(%arg22, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %58 = "stream.binding.subspan"(%arg23, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %59 = "stream.binding.subspan"(%arg24, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>) -> tensor<2x6xf32>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %63 = "tensor.empty"() : () -> tensor<2x8xf32>
        %64 = "linalg.fill"(%54, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32):
          "linalg.yield"(%arg31) : (f32) -> ()
        }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32>
        %65 = "linalg.matmul"(%60, %61, %64) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
          %69 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %70 = "arith.addf"(%arg30, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%70) : (f32) -> ()
        }) : (tensor<2x6xf32>, tensor<6x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        %66 = "linalg.generic"(%65, %62, %63) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
          %67 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %68 = "math.tanh"(%67) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%68) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %59) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x3x8_f32, sym_name = "main_dispatch_1_matmul_2x3x8_f32", sym_visibility = "public"}> ({
      %53:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%53#0, %53#1, %53#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x3x8_f32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %41 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg13, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %44 = "stream.binding.subspan"(%arg14, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>
        %45 = "stream.binding.subspan"(%arg15, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>) -> tensor<8x3xf32>
        %48 = "tensor.empty"() : () -> tensor<2x3xf32>
        %49 = "linalg.fill"(%41, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %50 = "linalg.matmul"(%46, %47, %49) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %51 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.addf"(%arg18, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%52) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%50, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_broadcast_2x3_i32xf32, sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "arith.constant"() <{value = 64 : index}> : () -> index
        %30 = "stream.binding.subspan"(%arg8, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %31 = "stream.binding.subspan"(%arg9, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %32 = "stream.binding.subspan"(%arg10, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %35 = "tensor.empty"() : () -> tensor<2x3xf32>
        %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: i32, %arg12: f32):
          %37 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %38 = "arith.index_cast"(%arg11) : (i32) -> index
          %39 = "tensor.extract"(%33, %37, %38) : (tensor<2x3xf32>, index, index) -> f32
          "linalg.yield"(%39) : (f32) -> ()
        }) : (tensor<3xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
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
    %11 = "util.global.load"() <{global = @__parameter_model_fc1_weight_tensor_6x8xf32, is_immutable}> : () -> !stream.resource<constant>
    %12 = "util.global.load"() <{global = @__parameter_model_fc1_bias_tensor_8xf32, is_immutable}> : () -> !stream.resource<constant>
    %13 = "util.global.load"() <{global = @__parameter_model_fc2_weight_tensor_8x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %14 = "util.global.load"() <{global = @__parameter_model_perm_tensor_3xi32, is_immutable}> : () -> !stream.resource<constant>
    %15 = "hal.element_type"() <{type = f32}> : () -> i32
    %16 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %15, %16, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18:2 = "stream.resource.alloca"(%9) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %19:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %20 = "stream.timepoint.join"(%18#1, %19#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.cmd.execute"(%17, %11, %12, %13, %14, %18#0, %19#0, %2, %5, %6, %7, %8, %9, %1, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 7, 7, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<constant>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg3, %arg7, %2, %5, %6, %1, %10, %10, %10, %10, %2, %5, %6, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x8x6_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg4, %arg6, %1, %7, %9, %10, %10, %10, %1, %7, %9) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x3x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg6, %arg5, %arg6, %9, %8, %9, %10, %10, %10, %9, %8, %9) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_2x3_i32xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %22 = "stream.resource.dealloca"(%19#0, %1, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.timepoint.await"(%18#0, %9, %22) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%23, %9, %10, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%23, %9, %1, %0) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%24, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%25, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %27) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x6xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

