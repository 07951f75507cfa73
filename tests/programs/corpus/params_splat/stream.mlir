#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_w_tensor_4x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_b_tensor_3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_gain_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %37 = "arith.constant"() <{value = 24 : index}> : () -> index
    %38 = "arith.constant"() <{value = 12 : index}> : () -> index
    %39 = "arith.constant"() <{value = 48 : index}> : () -> index
    %40 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %41 = "util.buffer.constant"() <{value = "w"}> : () -> !util.buffer
    %42 = "util.buffer.constant"() <{value = "b"}> : () -> !util.buffer
    %43 = "util.buffer.constant"() <{value = "gain"}> : () -> !util.buffer
    %44 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %45:4 = "stream.cmd.parameter.load"(%44, %41, %42, %43, %40, %40, %40, %39, %38, %37) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 3, 3, 3, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %46:3 = "stream.timepoint.await"(%45#1, %45#2, %45#0, %38, %37, %39, %45#3) <{operandSegmentSizes = array<i32: 3, 3, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%46#0) <{global = @__parameter_model_b_tensor_3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%46#1) <{global = @__parameter_model_gain_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%46#2) <{global = @__parameter_model_w_tensor_4x3xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x3x4_f32, sym_name = "main_dispatch_0_matmul_2x3x4_f32", sym_visibility = "public"}> ({
      %36:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%36#0, %36#1, %36#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x3x4_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "stream.binding.subspan"(%arg6, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %20 = "stream.binding.subspan"(%arg7, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>
        %21 = "stream.binding.subspan"(%arg8, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>
        %22 = "stream.binding.subspan"(%arg9, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %23 = "stream.binding.subspan"(%arg10, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>) -> tensor<2x4xf32>
        %25 = "iree_tensor_ext.dispatch.tensor.load"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>) -> tensor<4x3xf32>
        %26 = "iree_tensor_ext.dispatch.tensor.load"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>) -> tensor<3xf32>
        %27 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>) -> tensor<2x3xf32>
        %28 = "tensor.empty"() : () -> tensor<2x3xf32>
        %29 = "linalg.fill"(%17, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
        %30 = "linalg.matmul"(%24, %25, %29) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
          %34 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %35 = "arith.addf"(%arg17, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%35) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        %31 = "linalg.generic"(%30, %26, %27, %28) <{indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32):
          %32 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %33 = "arith.mulf"(%32, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%33) : (f32) -> ()
        }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%31, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 24 : index}> : () -> index
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 48 : index}> : () -> index
    %6 = "arith.constant"() <{value = 12 : index}> : () -> index
    %7 = "util.global.load"() <{global = @__parameter_model_w_tensor_4x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %8 = "util.global.load"() <{global = @__parameter_model_b_tensor_3xf32, is_immutable}> : () -> !stream.resource<constant>
    %9 = "util.global.load"() <{global = @__parameter_model_gain_tensor_2x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %14 = "stream.cmd.execute"(%12, %7, %8, %9, %13#0, %2, %5, %6, %1, %1, %13#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg3, %arg4, %arg5, %2, %5, %6, %1, %1, %0, %0, %0, %0, %0, %2, %5, %6, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x3x4_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.timepoint.await"(%13#0, %1, %14) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %16 = "stream.tensor.export"(%15, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%16) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4xf32>) -> (%output0: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

