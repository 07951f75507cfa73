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
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_12_bf16, sym_name = "main_dispatch_0_elementwise_12_bf16", sym_visibility = "public"}> ({
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_12_bf16"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding):
        %49 = "arith.constant"() <{value = 0 : index}> : () -> index
        %50 = "stream.binding.subspan"(%arg19, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xbf16>>
        %51 = "stream.binding.subspan"(%arg20, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xbf16>>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xbf16>>) -> tensor<12xbf16>
        %53 = "tensor.empty"() : () -> tensor<12xbf16>
        %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: bf16, %arg22: bf16):
          %55 = "arith.addf"(%arg21, %arg21) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %56 = "arith.mulf"(%55, %arg21) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %57 = "arith.maximumf"(%56, %arg21) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          "linalg.yield"(%57) : (bf16) -> ()
        }) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %51) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xbf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xbf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_3x2x4_bf16, sym_name = "main_dispatch_1_matmul_3x2x4_bf16", sym_visibility = "public"}> ({
      %48:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%48#0, %48#1, %48#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_3x2x4_bf16"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %35 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "arith.constant"() <{value = 64 : index}> : () -> index
        %38 = "stream.binding.subspan"(%arg11, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>
        %39 = "stream.binding.subspan"(%arg12, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2xbf16>>
        %40 = "stream.binding.subspan"(%arg13, %37) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xbf16>>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>) -> tensor<3x4xbf16>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2xbf16>>) -> tensor<4x2xbf16>
        %43 = "tensor.empty"() : () -> tensor<3x2xbf16>
        %44 = "linalg.fill"(%35, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: bf16, %arg18: bf16):
          "linalg.yield"(%arg17) : (bf16) -> ()
        }) : (bf16, tensor<3x2xbf16>) -> tensor<3x2xbf16>
        %45 = "linalg.matmul"(%41, %42, %44) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: bf16, %arg15: bf16, %arg16: bf16):
          %46 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %47 = "arith.addf"(%arg16, %46) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          "linalg.yield"(%47) : (bf16) -> ()
        }) : (tensor<3x4xbf16>, tensor<4x2xbf16>, tensor<3x2xbf16>) -> tensor<3x2xbf16>
        "iree_tensor_ext.dispatch.tensor.store"(%45, %40) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 2>, static_strides = array<i64: 1, 1>}> : (tensor<3x2xbf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xbf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x4_bf16xf32, sym_name = "main_dispatch_2_reduction_3x4_bf16xf32", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x4_bf16xf32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %23 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "arith.constant"() <{value = 128 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg5, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>
        %27 = "stream.binding.subspan"(%arg6, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>) -> tensor<3x4xbf16>
        %29 = "tensor.empty"() : () -> tensor<3xf32>
        %30 = "linalg.fill"(%23, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %31 = "linalg.generic"(%28, %30) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: bf16, %arg8: f32):
          %32 = "arith.extf"(%arg7) : (bf16) -> f32
          %33 = "arith.addf"(%32, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%33) : (f32) -> ()
        }) : (tensor<3x4xbf16>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%31, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
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
    %4 = "arith.constant"() <{value = 12 : index}> : () -> index
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6 = "arith.constant"() <{value = 24 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 4 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "hal.element_type"() <{type = bf16}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xbf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %10, %11, %8, %7) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x2xbf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %14:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %15 = "stream.cmd.execute"(%12, %13, %14#0, %6, %5, %1, %14#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg4, %6, %1, %0, %0, %6, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_12_bf16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %6, %5, %1, %0, %0, %0, %6, %5, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_3x2x4_bf16], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %6, %1, %0, %0, %6, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x4_bf16xf32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.timepoint.await"(%14#0, %1, %15) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %17 = "stream.resource.subview"(%16, %1, %0, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %18 = "stream.resource.subview"(%16, %1, %3, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %19 = "stream.resource.subview"(%16, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%17, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xbf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%18, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2xbf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%19, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %21, %22) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xbf16>, %input1: tensor<4x2xbf16>) -> (%output0: tensor<3x4xbf16>, %output1: tensor<3x2xbf16>, %output2: tensor<3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

