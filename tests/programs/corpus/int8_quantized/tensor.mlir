#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_like_3x4x8_i8xi8xi32, sym_name = "main_dispatch_0_matmul_like_3x4x8_i8xi8xi32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_like_3x4x8_i8xi8xi32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding):
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "stream.binding.subspan"(%arg9, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>
        %49 = "stream.binding.subspan"(%arg10, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>
        %50 = "stream.binding.subspan"(%arg11, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>
        %51 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>) -> tensor<3x8xi8>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>) -> tensor<8x4xi8>
        %54 = "tensor.empty"() : () -> tensor<3x4xi32>
        %55 = "linalg.fill"(%51, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: i32, %arg16: i32):
          "linalg.yield"(%arg15) : (i32) -> ()
        }) : (i32, tensor<3x4xi32>) -> tensor<3x4xi32>
        %56 = "linalg.generic"(%52, %53, %55) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: i8, %arg13: i8, %arg14: i32):
          %57 = "arith.extsi"(%arg12) : (i8) -> i32
          %58 = "arith.extsi"(%arg13) : (i8) -> i32
          %59 = "arith.muli"(%57, %58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %60 = "arith.addi"(%arg14, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%60) : (i32) -> ()
        }) : (tensor<3x8xi8>, tensor<8x4xi8>, tensor<3x4xi32>) -> tensor<3x4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3x4_i32xi32xi8, sym_name = "main_dispatch_1_elementwise_3x4_i32xi32xi8", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3x4_i32xi32xi8"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding):
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "stream.binding.subspan"(%arg3, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>
        %30 = "stream.binding.subspan"(%arg4, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>
        %31 = "stream.binding.subspan"(%arg5, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>
        %32 = "arith.constant"() <{value = 77 : i32}> : () -> i32
        %33 = "arith.constant"() <{value = 12 : i32}> : () -> i32
        %34 = "arith.constant"() <{value = -128 : i32}> : () -> i32
        %35 = "arith.constant"() <{value = 127 : i32}> : () -> i32
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>) -> tensor<3x4xi32>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>) -> tensor<4xi32>
        %38 = "tensor.empty"() : () -> tensor<3x4xi8>
        %39 = "linalg.generic"(%36, %37, %38) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: i32, %arg7: i32, %arg8: i8):
          %40 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %41 = "arith.muli"(%40, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %42 = "arith.shrsi"(%41, %33) : (i32, i32) -> i32
          %43 = "arith.maxsi"(%42, %34) : (i32, i32) -> i32
          %44 = "arith.minsi"(%43, %35) : (i32, i32) -> i32
          %45 = "arith.trunci"(%44) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
          "linalg.yield"(%45) : (i8) -> ()
        }) : (tensor<3x4xi32>, tensor<4xi32>, tensor<3x4xi8>) -> tensor<3x4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%39, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = i8}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x8xi8>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = i8}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8x4xi8>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "hal.element_type"() <{type = i32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    %16 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %14, %15, %16) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %17 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xi32>}> : () -> index
    %18 = "stream.tensor.import"(%arg2, %17) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19 = "stream.async.cast"(%18, %17, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xi32>}> : () -> index
    %21 = "stream.tensor.dispatch"(%6, %13, %4, %11, %20) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_like_3x4x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x8xi8>, tensor<8x4xi8>], result_encodings = [tensor<3x4xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xi8>}> : () -> index
    %23 = "stream.tensor.dispatch"(%21, %19, %20, %17, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3x4_i32xi32xi8], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x4xi32>, tensor<4xi32>], result_encodings = [tensor<3x4xi8>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %24 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %25 = "stream.tensor.export"(%24, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %26 = "stream.async.cast"(%23, %22, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%26, %22) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%25, %27) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<4xi32>) -> (%output0: tensor<3x4xi32>, %output1: tensor<3x4xi8>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

