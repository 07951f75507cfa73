#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d3, d1 * 2 + d4, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0 + d3, d1 + d4, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_conv_2x2x3x2x2_f32, sym_name = "main_dispatch_0_conv_2x2x3x2x2_f32", sym_visibility = "public"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_2x2x3x2x2_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %47 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %48 = "arith.constant"() <{value = 0 : index}> : () -> index
        %49 = "stream.binding.subspan"(%arg18, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>
        %50 = "stream.binding.subspan"(%arg19, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>) -> tensor<4x4x3xf32>
        %52 = "tensor.empty"() : () -> tensor<2x2x3xf32>
        %53 = "tensor.empty"() : () -> tensor<2x2xf32>
        %54 = "linalg.fill"(%47, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %55 = "linalg.generic"(%51, %53, %54) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %56 = "arith.maximumf"(%arg22, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<4x4x3xf32>, tensor<2x2xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x2x3x3x3_f32, sym_name = "main_dispatch_1_conv_2x2x3x3x3_f32", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x2x3x3x3_f32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %33 = "arith.constant"() <{value = 0.111111112 : f32}> : () -> f32
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg9, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>
        %37 = "stream.binding.subspan"(%arg10, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>) -> tensor<4x4x3xf32>
        %39 = "tensor.empty"() : () -> tensor<2x2x3xf32>
        %40 = "tensor.empty"() : () -> tensor<3x3xf32>
        %41 = "linalg.fill"(%34, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %42 = "linalg.generic"(%38, %40, %41) <{indexing_maps = [#map3, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %45 = "arith.addf"(%arg15, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%45) : (f32) -> ()
        }) : (tensor<4x4x3xf32>, tensor<3x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %43 = "linalg.generic"(%42, %39) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          %44 = "arith.mulf"(%arg11, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%44) : (f32) -> ()
        }) : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%43, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x16_f32, sym_name = "main_dispatch_2_reduction_3x16_f32", sym_visibility = "public"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x16_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding):
        %20 = "arith.constant"() <{value = 6.250000e-02 : f32}> : () -> f32
        %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %22 = "arith.constant"() <{value = 0 : index}> : () -> index
        %23 = "stream.binding.subspan"(%arg1, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x3xf32>>
        %24 = "stream.binding.subspan"(%arg2, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %25 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 16, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16x3xf32>>) -> tensor<16x3xf32>
        %26 = "tensor.empty"() : () -> tensor<3xf32>
        %27 = "linalg.fill"(%21, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32):
          "linalg.yield"(%arg7) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %28 = "linalg.generic"(%25, %27) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32):
          %31 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%31) : (f32) -> ()
        }) : (tensor<16x3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %29 = "linalg.generic"(%28, %26) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg3: f32, %arg4: f32):
          %30 = "arith.mulf"(%arg3, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%30) : (f32) -> ()
        }) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%29, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 12 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x4x4x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10 = "stream.async.cast"(%9, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %11 = "stream.async.dispatch"(%10, %3, %1, %3, %3, %2) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_conv_2x2x3x2x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %12 = "stream.async.dispatch"(%10, %3, %1, %3, %3, %2) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x2x3x3x3_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %13 = "stream.async.dispatch"(%10, %3, %1, %3, %3, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x16_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %14 = "stream.async.cast"(%11, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.async.cast"(%12, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.async.cast"(%13, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15, %17, %19) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4x4x3xf32>) -> (%output0: tensor<1x2x2x3xf32>, %output1: tensor<1x2x2x3xf32>, %output2: tensor<1x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

