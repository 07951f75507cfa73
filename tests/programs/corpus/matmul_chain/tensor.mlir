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
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_8x8x6_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg20, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32>>
        %64 = "stream.binding.subspan"(%arg21, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %65 = "stream.binding.subspan"(%arg22, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %66 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32>>) -> tensor<8x6xf32>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %69 = "tensor.empty"() : () -> tensor<8x8xf32>
        %70 = "linalg.fill"(%66, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
        %71 = "linalg.matmul"(%67, %68, %70) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %72 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %73 = "arith.addf"(%arg25, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<8x6xf32>, tensor<6x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_8x5x8_f32, sym_name = "main_dispatch_1_matmul_8x5x8_f32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_8x5x8_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %49 = "arith.constant"() <{value = 0 : index}> : () -> index
        %50 = "stream.binding.subspan"(%arg12, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %51 = "stream.binding.subspan"(%arg13, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %52 = "stream.binding.subspan"(%arg14, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x5xf32>>
        %53 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %56 = "tensor.empty"() : () -> tensor<8x5xf32>
        %57 = "linalg.fill"(%53, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<8x5xf32>) -> tensor<8x5xf32>
        %58 = "linalg.matmul"(%54, %55, %57) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
          %59 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %60 = "arith.addf"(%arg17, %59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%60) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<8x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (tensor<8x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_matmul_8x4x5_f32, sym_name = "main_dispatch_2_matmul_8x4x5_f32", sym_visibility = "public"}> ({
      %48:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%48#0, %48#1, %48#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_matmul_8x4x5_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding):
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg4, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %38 = "stream.binding.subspan"(%arg5, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xf32>>
        %39 = "stream.binding.subspan"(%arg6, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
        %40 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>) -> tensor<8x5xf32>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xf32>>) -> tensor<5x4xf32>
        %43 = "tensor.empty"() : () -> tensor<8x4xf32>
        %44 = "linalg.fill"(%40, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          "linalg.yield"(%arg10) : (f32) -> ()
        }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
        %45 = "linalg.matmul"(%41, %42, %44) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
          %46 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %47 = "arith.addf"(%arg9, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%47) : (f32) -> ()
        }) : (tensor<8x5xf32>, tensor<5x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%45, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x6xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x8xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "hal.element_type"() <{type = f32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    %16 = "arith.constant"() <{value = 8 : index}> : () -> index
    %17 = "arith.constant"() <{value = 5 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %14, %15, %16, %17) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x5xf32>}> : () -> index
    %19 = "stream.tensor.import"(%arg2, %18) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %21 = "hal.element_type"() <{type = f32}> : () -> i32
    %22 = "hal.encoding_type"() : () -> i32
    %23 = "arith.constant"() <{value = 5 : index}> : () -> index
    %24 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg3, %21, %22, %23, %24) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %25 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<5x4xf32>}> : () -> index
    %26 = "stream.tensor.import"(%arg3, %25) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %27 = "stream.async.cast"(%26, %25, %25) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %28 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x8xf32>}> : () -> index
    %29 = "stream.tensor.dispatch"(%6, %13, %4, %11, %28) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_8x8x6_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8x6xf32>, tensor<6x8xf32>], result_encodings = [tensor<8x8xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %30 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x5xf32>}> : () -> index
    %31 = "stream.tensor.dispatch"(%29, %20, %28, %18, %30) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_8x5x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8x8xf32>, tensor<8x5xf32>], result_encodings = [tensor<8x5xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %32 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x4xf32>}> : () -> index
    %33 = "stream.tensor.dispatch"(%31, %27, %30, %25, %32) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_matmul_8x4x5_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8x5xf32>, tensor<5x4xf32>], result_encodings = [tensor<8x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %34 = "stream.async.cast"(%33, %32, %32) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %32) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%35) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x6xf32>, %input1: tensor<6x8xf32>, %input2: tensor<8x5xf32>, %input3: tensor<5x4xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

