#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_8x8x6_f32, sym_name = "main_dispatch_0_matmul_8x8x6_f32", sym_visibility = "public"}> ({
      %63:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%63#0, %63#1, %63#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_8x8x6_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding, %arg28: !stream.binding):
        %51 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %52 = "arith.constant"() <{value = 0 : index}> : () -> index
        %53 = "stream.binding.subspan"(%arg26, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32>>
        %54 = "stream.binding.subspan"(%arg27, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %55 = "stream.binding.subspan"(%arg28, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32>>) -> tensor<8x6xf32>
        %57 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %58 = "tensor.empty"() : () -> tensor<8x8xf32>
        %59 = "linalg.fill"(%51, %58) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          "linalg.yield"(%arg32) : (f32) -> ()
        }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
        %60 = "linalg.matmul"(%56, %57, %59) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
          %61 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %62 = "arith.addf"(%arg31, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%62) : (f32) -> ()
        }) : (tensor<8x6xf32>, tensor<6x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%60, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_8x5x8_f32, sym_name = "main_dispatch_1_matmul_8x5x8_f32", sym_visibility = "public"}> ({
      %50:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%50#0, %50#1, %50#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_8x5x8_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding, %arg20: !stream.binding):
        %37 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %38 = "arith.constant"() <{value = 0 : index}> : () -> index
        %39 = "arith.constant"() <{value = 256 : index}> : () -> index
        %40 = "stream.binding.subspan"(%arg18, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %41 = "stream.binding.subspan"(%arg19, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %42 = "stream.binding.subspan"(%arg20, %39) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x5xf32>>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %45 = "tensor.empty"() : () -> tensor<8x5xf32>
        %46 = "linalg.fill"(%37, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<8x5xf32>) -> tensor<8x5xf32>
        %47 = "linalg.matmul"(%43, %44, %46) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
          %48 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "arith.addf"(%arg23, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%49) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<8x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (tensor<8x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_8x4x5_f32, sym_name = "main_dispatch_2_matmul_8x4x5_f32", sym_visibility = "public"}> ({
      %36:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%36#0, %36#1, %36#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_8x4x5_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding):
        %23 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %24 = "arith.constant"() <{value = 256 : index}> : () -> index
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg10, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %27 = "stream.binding.subspan"(%arg11, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xf32>>
        %28 = "stream.binding.subspan"(%arg12, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xf32>>) -> tensor<5x4xf32>
        %31 = "tensor.empty"() : () -> tensor<8x4xf32>
        %32 = "linalg.fill"(%23, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
        %33 = "linalg.matmul"(%29, %30, %32) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %34 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %35 = "arith.addf"(%arg15, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%35) : (f32) -> ()
        }) : (tensor<8x5xf32>, tensor<5x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%33, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 448 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 80 : index}> : () -> index
    %4 = "arith.constant"() <{value = 160 : index}> : () -> index
    %5 = "arith.constant"() <{value = 192 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %10, %11, %8, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %10, %11, %9, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %10, %11, %7, %6) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg3, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %17:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %18 = "stream.timepoint.join"(%16#1, %17#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.cmd.execute"(%12, %13, %14, %15, %16#0, %17#0, %5, %5, %4, %3, %1, %0, %18) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 6, 6, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>, %arg9: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg4, %arg5, %arg9, %5, %5, %0, %2, %2, %2, %5, %5, %0) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_8x8x6_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg9, %arg6, %arg9, %0, %4, %0, %2, %2, %2, %0, %4, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_8x5x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg9, %arg7, %arg8, %0, %3, %1, %2, %2, %2, %0, %3, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_8x4x5_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.resource.dealloca"(%17#0, %0, %19) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.timepoint.await"(%16#0, %1, %20) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%22) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x6xf32>, %input1: tensor<6x8xf32>, %input2: tensor<8x5xf32>, %input3: tensor<5x4xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

