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
      %53:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%53#0, %53#1, %53#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_12_bf16"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg20, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xbf16>>
        %46 = "stream.binding.subspan"(%arg21, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xbf16>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xbf16>>) -> tensor<12xbf16>
        %48 = "tensor.empty"() : () -> tensor<12xbf16>
        %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: bf16, %arg23: bf16):
          %50 = "arith.addf"(%arg22, %arg22) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %51 = "arith.mulf"(%50, %arg22) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %52 = "arith.maximumf"(%51, %arg22) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          "linalg.yield"(%52) : (bf16) -> ()
        }) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xbf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xbf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_3x2x4_bf16, sym_name = "main_dispatch_1_matmul_3x2x4_bf16", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_3x2x4_bf16"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %31 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "stream.binding.subspan"(%arg12, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>
        %34 = "stream.binding.subspan"(%arg13, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2xbf16>>
        %35 = "stream.binding.subspan"(%arg14, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xbf16>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>) -> tensor<3x4xbf16>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2xbf16>>) -> tensor<4x2xbf16>
        %38 = "tensor.empty"() : () -> tensor<3x2xbf16>
        %39 = "linalg.fill"(%31, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: bf16, %arg19: bf16):
          "linalg.yield"(%arg18) : (bf16) -> ()
        }) : (bf16, tensor<3x2xbf16>) -> tensor<3x2xbf16>
        %40 = "linalg.matmul"(%36, %37, %39) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: bf16, %arg16: bf16, %arg17: bf16):
          %41 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %42 = "arith.addf"(%arg17, %41) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          "linalg.yield"(%42) : (bf16) -> ()
        }) : (tensor<3x4xbf16>, tensor<4x2xbf16>, tensor<3x2xbf16>) -> tensor<3x2xbf16>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 2>, static_strides = array<i64: 1, 1>}> : (tensor<3x2xbf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xbf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x4_bf16xf32, sym_name = "main_dispatch_2_reduction_3x4_bf16xf32", sym_visibility = "public"}> ({
      %30:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%30#0, %30#1, %30#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x4_bf16xf32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %20 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg6, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>
        %23 = "stream.binding.subspan"(%arg7, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>) -> tensor<3x4xbf16>
        %25 = "tensor.empty"() : () -> tensor<3xf32>
        %26 = "linalg.fill"(%20, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          "linalg.yield"(%arg10) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %27 = "linalg.generic"(%24, %26) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: bf16, %arg9: f32):
          %28 = "arith.extf"(%arg8) : (bf16) -> f32
          %29 = "arith.addf"(%28, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%29) : (f32) -> ()
        }) : (tensor<3x4xbf16>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%27, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 12 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "hal.element_type"() <{type = bf16}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xbf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %5, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x2xbf16>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11:4 = "stream.async.execute"(%9, %10, %3, %2, %3, %0, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      %16:3 = "stream.async.concurrent"(%arg2, %arg3, %3, %2, %3, %0, %0) <{operandSegmentSizes = array<i32: 2, 2, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
        %17 = "stream.async.dispatch"(%arg4, %3, %1, %3, %3, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_12_bf16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %18 = "stream.async.dispatch"(%arg4, %arg5, %3, %2, %1, %1, %3, %2, %3, %2, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_3x2x4_bf16], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %19 = "stream.async.dispatch"(%arg4, %3, %1, %3, %3, %0) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x4_bf16xf32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%17, %18, %19, %3, %0, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%16#0, %16#1, %16#2, %3, %0, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %12:3 = "stream.timepoint.await"(%11#0, %11#1, %11#2, %3, %0, %0, %11#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %13 = "stream.tensor.export"(%12#0, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xbf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%12#1, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x2xbf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%12#2, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%13, %14, %15) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xbf16>, %input1: tensor<4x2xbf16>) -> (%output0: tensor<3x4xbf16>, %output1: tensor<3x2xbf16>, %output2: tensor<3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

