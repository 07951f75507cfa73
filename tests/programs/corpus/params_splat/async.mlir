#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "__parameter_model_w_tensor_4x3xf32__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_w_tensor_4x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_b_tensor_3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_gain_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %41 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %42 = "arith.constant"() <{value = 24 : index}> : () -> index
    %43 = "arith.constant"() <{value = 12 : index}> : () -> index
    %44 = "arith.constant"() <{value = 48 : index}> : () -> index
    %45:4 = "stream.async.execute"(%44, %43, %42) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 0, 0, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      %47 = "stream.async.constant"(%44) <{value = #stream.parameter.named<"model"::"w"> : tensor<4x3xf32>}> : (index) -> !stream.resource<constant>
      %48 = "stream.async.constant"(%43) <{value = #stream.parameter.named<"model"::"b"> : tensor<3xf32>}> : (index) -> !stream.resource<constant>
      %49 = "stream.async.constant"(%42) <{value = #stream.parameter.named<"model"::"gain"> : tensor<2x3xf32>}> : (index) -> !stream.resource<constant>
      "stream.yield"(%47, %48, %49, %44, %43, %42) : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index) -> ()
    }) : (index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %46:3 = "stream.timepoint.await"(%45#1, %45#2, %45#0, %43, %42, %44, %45#3) <{operandSegmentSizes = array<i32: 3, 3, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%46#0) <{global = @__parameter_model_b_tensor_3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%46#1) <{global = @__parameter_model_gain_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%46#2) <{global = @__parameter_model_w_tensor_4x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%41) <{global = @__parameter_model_w_tensor_4x3xf32__timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x3x4_f32, sym_name = "main_dispatch_0_matmul_2x3x4_f32", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x3x4_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %22 = "arith.constant"() <{value = 0 : index}> : () -> index
        %23 = "stream.binding.subspan"(%arg5, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %24 = "stream.binding.subspan"(%arg6, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>
        %25 = "stream.binding.subspan"(%arg7, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>
        %26 = "stream.binding.subspan"(%arg8, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %27 = "stream.binding.subspan"(%arg9, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>) -> tensor<2x4xf32>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>) -> tensor<4x3xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>) -> tensor<3xf32>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %32 = "tensor.empty"() : () -> tensor<2x3xf32>
        %33 = "linalg.fill"(%21, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32):
          "linalg.yield"(%arg17) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %34 = "linalg.matmul"(%28, %29, %33) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
          %38 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %39 = "arith.addf"(%arg16, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%39) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %35 = "linalg.generic"(%34, %30, %31, %32) <{indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32, %arg13: f32):
          %36 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %37 = "arith.mulf"(%36, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%37) : (f32) -> ()
        }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%35, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 12 : index}> : () -> index
    %1 = "arith.constant"() <{value = 48 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %8 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %9 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %10 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %11 = "util.global.load"() <{global = @__parameter_model_b_tensor_3xf32, is_immutable}> : () -> !stream.resource<constant>
    %12 = "util.global.load"() <{global = @__parameter_model_gain_tensor_2x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "stream.timepoint.join"(%7, %9, %8) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %17:2 = "stream.async.execute"(%15, %10, %11, %12, %4, %1, %0, %5, %5, %16) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>):
      %20 = "stream.async.dispatch"(%arg1, %arg2, %arg3, %arg4, %4, %1, %0, %5, %6, %6, %6, %6, %4, %1, %0, %5, %4, %1, %0, %5, %5) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x3x4_f32], operandSegmentSizes = array<i32: 0, 4, 4, 4, 4, 4, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%20, %5) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %18 = "stream.timepoint.await"(%17#0, %5, %17#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%19) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4xf32>) -> (%output0: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

