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
      %65:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%65#0, %65#1, %65#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_24_f16"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %54 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
        %55 = "arith.constant"() <{value = 0 : index}> : () -> index
        %56 = "stream.binding.subspan"(%arg21, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>
        %57 = "stream.binding.subspan"(%arg22, %55) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>) -> tensor<24xf16>
        %59 = "tensor.empty"() : () -> tensor<24xf16>
        %60 = "linalg.generic"(%58, %59) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f16, %arg24: f16):
          %61 = "arith.mulf"(%arg23, %arg23) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %62 = "arith.subf"(%61, %54) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %63 = "math.exp"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
          %64 = "arith.addf"(%62, %63) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%64) : (f16) -> ()
        }) : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%60, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_like_4x3x6_f16xf16xf32, sym_name = "main_dispatch_1_matmul_like_4x3x6_f16xf16xf32", sym_visibility = "public"}> ({
      %53:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%53#0, %53#1, %53#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_like_4x3x6_f16xf16xf32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "arith.constant"() <{value = 64 : index}> : () -> index
        %38 = "stream.binding.subspan"(%arg11, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %39 = "stream.binding.subspan"(%arg12, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>
        %40 = "stream.binding.subspan"(%arg13, %37) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>) -> tensor<4x6xf16>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>) -> tensor<6x3xf16>
        %43 = "tensor.empty"() : () -> tensor<4x3xf16>
        %44 = "tensor.empty"() : () -> tensor<4x3xf32>
        %45 = "linalg.fill"(%35, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<4x3xf32>) -> tensor<4x3xf32>
        %46 = "linalg.generic"(%41, %42, %45) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f16, %arg17: f16, %arg18: f32):
          %49 = "arith.extf"(%arg16) : (f16) -> f32
          %50 = "arith.extf"(%arg17) : (f16) -> f32
          %51 = "arith.mulf"(%49, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.addf"(%arg18, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%52) : (f32) -> ()
        }) : (tensor<4x6xf16>, tensor<6x3xf16>, tensor<4x3xf32>) -> tensor<4x3xf32>
        %47 = "linalg.generic"(%46, %43) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f16):
          %48 = "arith.truncf"(%arg14) : (f32) -> f16
          "linalg.yield"(%48) : (f16) -> ()
        }) : (tensor<4x3xf32>, tensor<4x3xf16>) -> tensor<4x3xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %40) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x3xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_4x6_f16, sym_name = "main_dispatch_2_reduction_4x6_f16", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_4x6_f16"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %24 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "arith.constant"() <{value = 128 : index}> : () -> index
        %27 = "stream.binding.subspan"(%arg5, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %28 = "stream.binding.subspan"(%arg6, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>) -> tensor<4x6xf16>
        %30 = "tensor.empty"() : () -> tensor<4xf16>
        %31 = "linalg.fill"(%24, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f16, %arg10: f16):
          "linalg.yield"(%arg9) : (f16) -> ()
        }) : (f16, tensor<4xf16>) -> tensor<4xf16>
        %32 = "linalg.generic"(%29, %31) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f16, %arg8: f16):
          %33 = "arith.maximumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          "linalg.yield"(%33) : (f16) -> ()
        }) : (tensor<4x6xf16>, tensor<4xf16>) -> tensor<4xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%32, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 192 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 36 : index}> : () -> index
    %7 = "arith.constant"() <{value = 48 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "hal.element_type"() <{type = f16}> : () -> i32
    %12 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %11, %12, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x6xf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %11, %12, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x3xf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16 = "stream.cmd.execute"(%13, %14, %15#0, %7, %6, %1, %15#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg4, %7, %1, %0, %0, %7, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_24_f16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %7, %6, %1, %0, %0, %0, %7, %6, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_like_4x3x6_f16xf16xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %7, %1, %0, %0, %7, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_4x6_f16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.timepoint.await"(%15#0, %1, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.resource.subview"(%17, %1, %0, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %19 = "stream.resource.subview"(%17, %1, %3, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%17, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%18, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%19, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%20, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21, %22, %23) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x6xf16>, %input1: tensor<6x3xf16>) -> (%output0: tensor<4x6xf16>, %output1: tensor<4x3xf16>, %output2: tensor<4xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

