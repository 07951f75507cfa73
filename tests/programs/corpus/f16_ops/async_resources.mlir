#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_24_f16, sym_name = "main_dispatch_0_elementwise_24_f16", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_24_f16"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %51 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
        %52 = "arith.constant"() <{value = 0 : index}> : () -> index
        %53 = "stream.binding.subspan"(%arg18, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>
        %54 = "stream.binding.subspan"(%arg19, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>) -> tensor<24xf16>
        %56 = "tensor.empty"() : () -> tensor<24xf16>
        %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: f16, %arg21: f16):
          %58 = "arith.mulf"(%arg20, %arg20) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %59 = "arith.subf"(%58, %51) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %60 = "math.exp"(%arg20) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
          %61 = "arith.addf"(%59, %60) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%61) : (f16) -> ()
        }) : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %54) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_like_4x3x6_f16xf16xf32, sym_name = "main_dispatch_1_matmul_like_4x3x6_f16xf16xf32", sym_visibility = "public"}> ({
      %50:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%50#0, %50#1, %50#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_like_4x3x6_f16xf16xf32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg8, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %36 = "stream.binding.subspan"(%arg9, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>
        %37 = "stream.binding.subspan"(%arg10, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>) -> tensor<4x6xf16>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>) -> tensor<6x3xf16>
        %40 = "tensor.empty"() : () -> tensor<4x3xf16>
        %41 = "tensor.empty"() : () -> tensor<4x3xf32>
        %42 = "linalg.fill"(%33, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<4x3xf32>) -> tensor<4x3xf32>
        %43 = "linalg.generic"(%38, %39, %42) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f16, %arg14: f16, %arg15: f32):
          %46 = "arith.extf"(%arg13) : (f16) -> f32
          %47 = "arith.extf"(%arg14) : (f16) -> f32
          %48 = "arith.mulf"(%46, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "arith.addf"(%arg15, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%49) : (f32) -> ()
        }) : (tensor<4x6xf16>, tensor<6x3xf16>, tensor<4x3xf32>) -> tensor<4x3xf32>
        %44 = "linalg.generic"(%43, %40) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f16):
          %45 = "arith.truncf"(%arg11) : (f32) -> f16
          "linalg.yield"(%45) : (f16) -> ()
        }) : (tensor<4x3xf32>, tensor<4x3xf16>) -> tensor<4x3xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x3xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_4x6_f16, sym_name = "main_dispatch_2_reduction_4x6_f16", sym_visibility = "public"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_4x6_f16"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %23 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "stream.binding.subspan"(%arg2, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %26 = "stream.binding.subspan"(%arg3, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>
        %27 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>) -> tensor<4x6xf16>
        %28 = "tensor.empty"() : () -> tensor<4xf16>
        %29 = "linalg.fill"(%23, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: f16, %arg7: f16):
          "linalg.yield"(%arg6) : (f16) -> ()
        }) : (f16, tensor<4xf16>) -> tensor<4xf16>
        %30 = "linalg.generic"(%27, %29) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: f16, %arg5: f16):
          %31 = "arith.maximumf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%31) : (f16) -> ()
        }) : (tensor<4x6xf16>, tensor<4xf16>) -> tensor<4xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%30, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "arith.constant"() <{value = 24 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 36 : index}> : () -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 6 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f16}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x6xf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "stream.async.cast"(%10, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %8, %9, %6, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x3xf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.async.dispatch"(%11, %4, %2, %4, %4, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_24_f16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %15 = "stream.async.dispatch"(%11, %13, %4, %3, %2, %2, %4, %3, %4, %3, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_like_4x3x6_f16xf16xf32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %16 = "stream.async.dispatch"(%11, %4, %2, %4, %4, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_4x6_f16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %17 = "stream.async.cast"(%14, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%17, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.async.cast"(%15, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.async.cast"(%16, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %20, %22) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x6xf16>, %input1: tensor<6x3xf16>) -> (%output0: tensor<4x6xf16>, %output1: tensor<4x3xf16>, %output2: tensor<4xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

