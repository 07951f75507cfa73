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
      %68:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%68#0, %68#1, %68#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_2x2x3x2x2_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %58 = "arith.constant"() <{value = 0 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg18, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>
        %60 = "stream.binding.subspan"(%arg19, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        %61 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>) -> tensor<4x4x3xf32>
        %63 = "tensor.empty"() : () -> tensor<2x2x3xf32>
        %64 = "tensor.empty"() : () -> tensor<2x2xf32>
        %65 = "linalg.fill"(%61, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %66 = "linalg.generic"(%62, %64, %65) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %67 = "arith.maximumf"(%arg22, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%67) : (f32) -> ()
        }) : (tensor<4x4x3xf32>, tensor<2x2xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x2x3x3x3_f32, sym_name = "main_dispatch_1_conv_2x2x3x3x3_f32", sym_visibility = "public"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x2x3x3x3_f32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg9, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>
        %46 = "stream.binding.subspan"(%arg10, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        %47 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %48 = "arith.constant"() <{value = 0.111111112 : f32}> : () -> f32
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>) -> tensor<4x4x3xf32>
        %50 = "tensor.empty"() : () -> tensor<2x2x3xf32>
        %51 = "tensor.empty"() : () -> tensor<3x3xf32>
        %52 = "linalg.fill"(%47, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %53 = "linalg.generic"(%49, %51, %52) <{indexing_maps = [#map3, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %56 = "arith.addf"(%arg15, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<4x4x3xf32>, tensor<3x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %54 = "linalg.generic"(%53, %50) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          %55 = "arith.mulf"(%arg11, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x16_f32, sym_name = "main_dispatch_2_reduction_3x16_f32", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x16_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding):
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg1, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x3xf32>>
        %33 = "stream.binding.subspan"(%arg2, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 6.250000e-02 : f32}> : () -> f32
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 16, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16x3xf32>>) -> tensor<16x3xf32>
        %37 = "tensor.empty"() : () -> tensor<3xf32>
        %38 = "linalg.fill"(%34, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32):
          "linalg.yield"(%arg7) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32):
          %42 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42) : (f32) -> ()
        }) : (tensor<16x3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %40 = "linalg.generic"(%39, %37) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg3: f32, %arg4: f32):
          %41 = "arith.mulf"(%arg3, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3, %4, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %6 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x4x4x3xf32>}> : () -> index
    %7 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x4x4x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8 = "stream.async.cast"(%7, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %9 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x4x3xf32>}> : () -> index
    %10 = "stream.tensor.clone"(%8, %6, %9) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4x4x3xf32>, source_encoding = tensor<1x4x4x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2x3xf32>}> : () -> index
    %12 = "stream.tensor.dispatch"(%10, %9, %11) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_conv_2x2x3x2x2_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4x3xf32>], result_encodings = [tensor<2x2x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x2x2x3xf32>}> : () -> index
    %14 = "stream.tensor.clone"(%12, %11, %13) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x2x2x3xf32>, source_encoding = tensor<2x2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %15 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x2x3xf32>}> : () -> index
    %16 = "stream.tensor.dispatch"(%10, %9, %15) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x2x3x3x3_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4x4x3xf32>], result_encodings = [tensor<2x2x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %17 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x2x2x3xf32>}> : () -> index
    %18 = "stream.tensor.clone"(%16, %15, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x2x2x3xf32>, source_encoding = tensor<2x2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %19 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<16x3xf32>}> : () -> index
    %20 = "stream.tensor.clone"(%8, %6, %19) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<16x3xf32>, source_encoding = tensor<1x4x4x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xf32>}> : () -> index
    %22 = "stream.tensor.dispatch"(%20, %19, %21) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x16_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<16x3xf32>], result_encodings = [tensor<3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3xf32>}> : () -> index
    %24 = "stream.tensor.clone"(%22, %21, %23) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x3xf32>, source_encoding = tensor<3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %25 = "stream.async.cast"(%14, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%18, %17, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %17) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x2x2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%24, %23, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %23) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %28, %30) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4x4x3xf32>) -> (%output0: tensor<1x2x2x3xf32>, %output1: tensor<1x2x2x3xf32>, %output2: tensor<1x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

