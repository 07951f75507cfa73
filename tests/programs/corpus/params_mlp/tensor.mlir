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
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x8x6_f32, sym_name = "main_dispatch_0_matmul_2x8x6_f32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x8x6_f32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding):
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg14, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>
        %64 = "stream.binding.subspan"(%arg15, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %65 = "stream.binding.subspan"(%arg16, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %66 = "stream.binding.subspan"(%arg17, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %67 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>) -> tensor<2x6xf32>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %70 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %71 = "tensor.empty"() : () -> tensor<2x8xf32>
        %72 = "linalg.fill"(%67, %71) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32>
        %73 = "linalg.matmul"(%68, %69, %72) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
          %77 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %78 = "arith.addf"(%arg23, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%78) : (f32) -> ()
        }) : (tensor<2x6xf32>, tensor<6x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        %74 = "linalg.generic"(%73, %70, %71) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %75 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %76 = "math.tanh"(%75) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%76) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%74, %66) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (tensor<2x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x3x8_f32, sym_name = "main_dispatch_1_matmul_2x3x8_f32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x3x8_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %49 = "arith.constant"() <{value = 0 : index}> : () -> index
        %50 = "stream.binding.subspan"(%arg6, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %51 = "stream.binding.subspan"(%arg7, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>
        %52 = "stream.binding.subspan"(%arg8, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %53 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>) -> tensor<8x3xf32>
        %56 = "tensor.empty"() : () -> tensor<2x3xf32>
        %57 = "linalg.fill"(%53, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32):
          "linalg.yield"(%arg12) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %58 = "linalg.matmul"(%54, %55, %57) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %59 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %60 = "arith.addf"(%arg11, %59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%60) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_broadcast_2x3_i32xf32, sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32", sym_visibility = "public"}> ({
      %48:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%48#0, %48#1, %48#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding):
        %37 = "arith.constant"() <{value = 0 : index}> : () -> index
        %38 = "stream.binding.subspan"(%arg1, %37) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %39 = "stream.binding.subspan"(%arg2, %37) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %40 = "stream.binding.subspan"(%arg3, %37) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %43 = "tensor.empty"() : () -> tensor<2x3xf32>
        %44 = "linalg.generic"(%42, %43) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: i32, %arg5: f32):
          %45 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %46 = "arith.index_cast"(%arg4) : (i32) -> index
          %47 = "tensor.extract"(%41, %45, %46) : (tensor<2x3xf32>, index, index) -> f32
          "linalg.yield"(%47) : (f32) -> ()
        }) : (tensor<3xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %40) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_weight_tensor_6x8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_weight_tensor_6x8xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %35 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>, value = #stream.parameter.named<"model"::"fc1.weight"> : tensor<6x8xf32>}> : () -> !stream.resource<constant>
    %36 = "stream.resource.size"(%35) : (!stream.resource<constant>) -> index
    "util.global.store"(%35) <{global = @__parameter_model_fc1_weight_tensor_6x8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%36) <{global = @__parameter_model_fc1_weight_tensor_6x8xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_bias_tensor_8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc1_bias_tensor_8xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %33 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>, value = #stream.parameter.named<"model"::"fc1.bias"> : tensor<8xf32>}> : () -> !stream.resource<constant>
    %34 = "stream.resource.size"(%33) : (!stream.resource<constant>) -> index
    "util.global.store"(%33) <{global = @__parameter_model_fc1_bias_tensor_8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%34) <{global = @__parameter_model_fc1_bias_tensor_8xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc2_weight_tensor_8x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_fc2_weight_tensor_8x3xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %31 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x3xf32>, value = #stream.parameter.named<"model"::"fc2.weight"> : tensor<8x3xf32>}> : () -> !stream.resource<constant>
    %32 = "stream.resource.size"(%31) : (!stream.resource<constant>) -> index
    "util.global.store"(%31) <{global = @__parameter_model_fc2_weight_tensor_8x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%32) <{global = @__parameter_model_fc2_weight_tensor_8x3xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_perm_tensor_3xi32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_perm_tensor_3xi32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %29 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>, value = #stream.parameter.named<"model"::"perm"> : tensor<3xi32>}> : () -> !stream.resource<constant>
    %30 = "stream.resource.size"(%29) : (!stream.resource<constant>) -> index
    "util.global.store"(%29) <{global = @__parameter_model_perm_tensor_3xi32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%30) <{global = @__parameter_model_perm_tensor_3xi32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "util.global.load"() <{global = @__parameter_model_fc1_weight_tensor_6x8xf32}> : () -> !stream.resource<constant>
    %1 = "util.global.load"() <{global = @__parameter_model_fc1_weight_tensor_6x8xf32__size}> : () -> index
    %2 = "stream.async.transfer"(%0, %1, %1) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %3 = "util.global.load"() <{global = @__parameter_model_fc1_bias_tensor_8xf32}> : () -> !stream.resource<constant>
    %4 = "util.global.load"() <{global = @__parameter_model_fc1_bias_tensor_8xf32__size}> : () -> index
    %5 = "stream.async.transfer"(%3, %4, %4) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %6 = "util.global.load"() <{global = @__parameter_model_fc2_weight_tensor_8x3xf32}> : () -> !stream.resource<constant>
    %7 = "util.global.load"() <{global = @__parameter_model_fc2_weight_tensor_8x3xf32__size}> : () -> index
    %8 = "stream.async.transfer"(%6, %7, %7) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %9 = "util.global.load"() <{global = @__parameter_model_perm_tensor_3xi32}> : () -> !stream.resource<constant>
    %10 = "util.global.load"() <{global = @__parameter_model_perm_tensor_3xi32__size}> : () -> index
    %11 = "stream.async.transfer"(%9, %10, %10) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 6 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %12, %13, %14, %15) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x6xf32>}> : () -> index
    %17 = "stream.tensor.import"(%arg0, %16) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %19 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x8xf32>}> : () -> index
    %20 = "stream.tensor.dispatch"(%18, %2, %5, %16, %1, %4, %19) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x8x6_f32], operandSegmentSizes = array<i32: 0, 3, 3, 0, 1, 0>, operand_encodings = [tensor<2x6xf32>, tensor<6x8xf32>, tensor<8xf32>], result_encodings = [tensor<2x8xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %22 = "stream.tensor.dispatch"(%20, %8, %19, %7, %21) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x3x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<2x8xf32>, tensor<8x3xf32>], result_encodings = [tensor<2x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %24 = "stream.tensor.dispatch"(%22, %11, %21, %10, %23) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_2x3_i32xf32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<2x3xf32>, tensor<3xi32>], result_encodings = [tensor<2x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %25 = "stream.async.cast"(%22, %21, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %21) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%24, %23, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %23) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %28) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x6xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

