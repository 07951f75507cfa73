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
    %76 = "stream.async.constant"(%75) <{affinity = #hal.device.affinity<@__device_0>, value = #stream.parameter.named<"model"::"fc1.weight"> : tensor<6x8xf32>}> : (index) -> !stream.resource<constant>
    %77 = "stream.async.constant"(%74) <{affinity = #hal.device.affinity<@__device_0>, value = #stream.parameter.named<"model"::"fc1.bias"> : tensor<8xf32>}> : (index) -> !stream.resource<constant>
    %78 = "stream.async.constant"(%73) <{affinity = #hal.device.affinity<@__device_0>, value = #stream.parameter.named<"model"::"fc2.weight"> : tensor<8x3xf32>}> : (index) -> !stream.resource<constant>
    %79 = "stream.async.constant"(%72) <{affinity = #hal.device.affinity<@__device_0>, value = #stream.parameter.named<"model"::"perm"> : tensor<3xi32>}> : (index) -> !stream.resource<constant>
    "util.global.store"(%77) <{global = @__parameter_model_fc1_bias_tensor_8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%76) <{global = @__parameter_model_fc1_weight_tensor_6x8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%78) <{global = @__parameter_model_fc2_weight_tensor_8x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%79) <{global = @__parameter_model_perm_tensor_3xi32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x8x6_f32, sym_name = "main_dispatch_0_matmul_2x8x6_f32", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x8x6_f32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding):
        %54 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %55 = "arith.constant"() <{value = 0 : index}> : () -> index
        %56 = "stream.binding.subspan"(%arg14, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>
        %57 = "stream.binding.subspan"(%arg15, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %58 = "stream.binding.subspan"(%arg16, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %59 = "stream.binding.subspan"(%arg17, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>) -> tensor<2x6xf32>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %63 = "tensor.empty"() : () -> tensor<2x8xf32>
        %64 = "linalg.fill"(%54, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<2x8xf32>) -> tensor<2x8xf32>
        %65 = "linalg.matmul"(%60, %61, %64) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
          %69 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %70 = "arith.addf"(%arg23, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%70) : (f32) -> ()
        }) : (tensor<2x6xf32>, tensor<6x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
        %66 = "linalg.generic"(%65, %62, %63) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %67 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
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
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x3x8_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %41 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg6, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %44 = "stream.binding.subspan"(%arg7, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>
        %45 = "stream.binding.subspan"(%arg8, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>) -> tensor<8x3xf32>
        %48 = "tensor.empty"() : () -> tensor<2x3xf32>
        %49 = "linalg.fill"(%41, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32):
          "linalg.yield"(%arg12) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %50 = "linalg.matmul"(%46, %47, %49) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %51 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.addf"(%arg11, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
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
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_2x3_i32xf32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding):
        %29 = "arith.constant"() <{value = 0 : index}> : () -> index
        %30 = "stream.binding.subspan"(%arg1, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %31 = "stream.binding.subspan"(%arg2, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %32 = "stream.binding.subspan"(%arg3, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %35 = "tensor.empty"() : () -> tensor<2x3xf32>
        %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: i32, %arg5: f32):
          %37 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %38 = "arith.index_cast"(%arg4) : (i32) -> index
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
    %0 = "arith.constant"() <{value = 12 : index}> : () -> index
    %1 = "arith.constant"() <{value = 96 : index}> : () -> index
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "arith.constant"() <{value = 48 : index}> : () -> index
    %7 = "arith.constant"() <{value = 64 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 24 : index}> : () -> index
    %10 = "util.global.load"() <{global = @__parameter_model_fc1_weight_tensor_6x8xf32, is_immutable}> : () -> !stream.resource<constant>
    %11 = "util.global.load"() <{global = @__parameter_model_fc1_bias_tensor_8xf32, is_immutable}> : () -> !stream.resource<constant>
    %12 = "util.global.load"() <{global = @__parameter_model_fc2_weight_tensor_8x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %13 = "util.global.load"() <{global = @__parameter_model_perm_tensor_3xi32, is_immutable}> : () -> !stream.resource<constant>
    %14 = "stream.async.clone"(%10, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %15 = "stream.async.clone"(%11, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %16 = "stream.async.clone"(%12, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %17 = "stream.async.clone"(%13, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %18 = "hal.element_type"() <{type = f32}> : () -> i32
    %19 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %18, %19, %4, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %20 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21 = "stream.async.cast"(%20, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %22 = "stream.async.dispatch"(%21, %14, %15, %6, %3, %2, %8, %8, %8, %6, %3, %2, %6, %3, %2, %7) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x8x6_f32], operandSegmentSizes = array<i32: 0, 3, 3, 3, 3, 3, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %23 = "stream.async.dispatch"(%22, %16, %7, %1, %8, %8, %7, %1, %7, %1, %9) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x3x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %24 = "stream.async.dispatch"(%23, %17, %9, %0, %8, %8, %9, %0, %9, %0, %9) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_2x3_i32xf32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %25 = "stream.async.cast"(%23, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%24, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %28) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x6xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

