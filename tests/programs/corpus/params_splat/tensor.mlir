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
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x3x4_f32, sym_name = "main_dispatch_0_matmul_2x3x4_f32", sym_visibility = "public"}> ({
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x3x4_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding):
        %26 = "arith.constant"() <{value = 0 : index}> : () -> index
        %27 = "stream.binding.subspan"(%arg1, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %28 = "stream.binding.subspan"(%arg2, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>
        %29 = "stream.binding.subspan"(%arg3, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>
        %30 = "stream.binding.subspan"(%arg4, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %31 = "stream.binding.subspan"(%arg5, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %32 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>) -> tensor<2x4xf32>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>) -> tensor<4x3xf32>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>) -> tensor<3xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %37 = "tensor.empty"() : () -> tensor<2x3xf32>
        %38 = "linalg.fill"(%32, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32):
          "linalg.yield"(%arg13) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %39 = "linalg.matmul"(%33, %34, %38) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
          %43 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "arith.addf"(%arg12, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%44) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %40 = "linalg.generic"(%39, %35, %36, %37) <{indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32):
          %41 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.mulf"(%41, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42) : (f32) -> ()
        }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_w_tensor_4x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_w_tensor_4x3xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %24 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x3xf32>, value = #stream.parameter.named<"model"::"w"> : tensor<4x3xf32>}> : () -> !stream.resource<constant>
    %25 = "stream.resource.size"(%24) : (!stream.resource<constant>) -> index
    "util.global.store"(%24) <{global = @__parameter_model_w_tensor_4x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%25) <{global = @__parameter_model_w_tensor_4x3xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_b_tensor_3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_b_tensor_3xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %22 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xf32>, value = #stream.parameter.named<"model"::"b"> : tensor<3xf32>}> : () -> !stream.resource<constant>
    %23 = "stream.resource.size"(%22) : (!stream.resource<constant>) -> index
    "util.global.store"(%22) <{global = @__parameter_model_b_tensor_3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%23) <{global = @__parameter_model_b_tensor_3xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__parameter_model_gain_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_gain_tensor_2x3xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %20 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>, value = #stream.parameter.named<"model"::"gain"> : tensor<2x3xf32>}> : () -> !stream.resource<constant>
    %21 = "stream.resource.size"(%20) : (!stream.resource<constant>) -> index
    "util.global.store"(%20) <{global = @__parameter_model_gain_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%21) <{global = @__parameter_model_gain_tensor_2x3xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32}> : () -> !stream.resource<constant>
    %1 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32__size}> : () -> index
    %2 = "stream.async.transfer"(%0, %1, %1) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %3 = "util.global.load"() <{global = @__parameter_model_b_tensor_3xf32}> : () -> !stream.resource<constant>
    %4 = "util.global.load"() <{global = @__parameter_model_b_tensor_3xf32__size}> : () -> index
    %5 = "stream.async.transfer"(%3, %4, %4) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %6 = "util.global.load"() <{global = @__parameter_model_gain_tensor_2x3xf32}> : () -> !stream.resource<constant>
    %7 = "util.global.load"() <{global = @__parameter_model_gain_tensor_2x3xf32__size}> : () -> index
    %8 = "stream.async.transfer"(%6, %7, %7) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %9 = "hal.element_type"() <{type = f32}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %9, %10, %11, %12) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x4xf32>}> : () -> index
    %14 = "stream.tensor.import"(%arg0, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%14, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %17 = "stream.tensor.dispatch"(%15, %2, %5, %8, %13, %1, %4, %7, %16) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x3x4_f32], operandSegmentSizes = array<i32: 0, 4, 4, 0, 1, 0>, operand_encodings = [tensor<2x4xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<2x3xf32>], result_encodings = [tensor<2x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %18 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%19) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4xf32>) -> (%output0: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

