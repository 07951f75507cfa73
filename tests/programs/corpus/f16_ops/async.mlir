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
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_24_f16"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %49 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg22, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>
        %52 = "stream.binding.subspan"(%arg23, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>) -> tensor<24xf16>
        %54 = "tensor.empty"() : () -> tensor<24xf16>
        %55 = "linalg.generic"(%53, %54) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f16, %arg25: f16):
          %56 = "arith.mulf"(%arg24, %arg24) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %57 = "arith.subf"(%56, %49) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %58 = "math.exp"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
          %59 = "arith.addf"(%57, %58) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%59) : (f16) -> ()
        }) : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_like_4x3x6_f16xf16xf32, sym_name = "main_dispatch_1_matmul_like_4x3x6_f16xf16xf32", sym_visibility = "public"}> ({
      %48:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%48#0, %48#1, %48#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_like_4x3x6_f16xf16xf32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %31 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "stream.binding.subspan"(%arg12, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %34 = "stream.binding.subspan"(%arg13, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>
        %35 = "stream.binding.subspan"(%arg14, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>) -> tensor<4x6xf16>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>) -> tensor<6x3xf16>
        %38 = "tensor.empty"() : () -> tensor<4x3xf16>
        %39 = "tensor.empty"() : () -> tensor<4x3xf32>
        %40 = "linalg.fill"(%31, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32):
          "linalg.yield"(%arg20) : (f32) -> ()
        }) : (f32, tensor<4x3xf32>) -> tensor<4x3xf32>
        %41 = "linalg.generic"(%36, %37, %40) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg17: f16, %arg18: f16, %arg19: f32):
          %44 = "arith.extf"(%arg17) : (f16) -> f32
          %45 = "arith.extf"(%arg18) : (f16) -> f32
          %46 = "arith.mulf"(%44, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %47 = "arith.addf"(%arg19, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%47) : (f32) -> ()
        }) : (tensor<4x6xf16>, tensor<6x3xf16>, tensor<4x3xf32>) -> tensor<4x3xf32>
        %42 = "linalg.generic"(%41, %38) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f16):
          %43 = "arith.truncf"(%arg15) : (f32) -> f16
          "linalg.yield"(%43) : (f16) -> ()
        }) : (tensor<4x3xf32>, tensor<4x3xf16>) -> tensor<4x3xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x3xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_4x6_f16, sym_name = "main_dispatch_2_reduction_4x6_f16", sym_visibility = "public"}> ({
      %30:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%30#0, %30#1, %30#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_4x6_f16"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %21 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
        %22 = "arith.constant"() <{value = 0 : index}> : () -> index
        %23 = "stream.binding.subspan"(%arg6, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %24 = "stream.binding.subspan"(%arg7, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>
        %25 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>) -> tensor<4x6xf16>
        %26 = "tensor.empty"() : () -> tensor<4xf16>
        %27 = "linalg.fill"(%21, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f16, %arg11: f16):
          "linalg.yield"(%arg10) : (f16) -> ()
        }) : (f16, tensor<4xf16>) -> tensor<4xf16>
        %28 = "linalg.generic"(%25, %27) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f16, %arg9: f16):
          %29 = "arith.maximumf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%29) : (f16) -> ()
        }) : (tensor<4x6xf16>, tensor<4xf16>) -> tensor<4xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%28, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>) -> ()
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
    "hal.buffer_view.assert"(%arg1, %8, %9, %6, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x3xf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12:4 = "stream.async.execute"(%10, %11, %4, %3, %4, %1, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      %17:3 = "stream.async.concurrent"(%arg2, %arg3, %4, %3, %4, %1, %0) <{operandSegmentSizes = array<i32: 2, 2, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
        %18 = "stream.async.dispatch"(%arg4, %4, %2, %4, %4, %4) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_24_f16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %19 = "stream.async.dispatch"(%arg4, %arg5, %4, %3, %2, %2, %4, %3, %4, %3, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_like_4x3x6_f16xf16xf32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %20 = "stream.async.dispatch"(%arg4, %4, %2, %4, %4, %0) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_4x6_f16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%18, %19, %20, %4, %1, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%17#0, %17#1, %17#2, %4, %1, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %13:3 = "stream.timepoint.await"(%12#0, %12#1, %12#2, %4, %1, %0, %12#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %14 = "stream.tensor.export"(%13#0, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%13#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.tensor.export"(%13#2, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14, %15, %16) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x6xf16>, %input1: tensor<6x3xf16>) -> (%output0: tensor<4x6xf16>, %output1: tensor<4x3xf16>, %output2: tensor<4xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

