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
      %54:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%54#0, %54#1, %54#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_like_3x4x8_i8xi8xi32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg12, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>
        %43 = "stream.binding.subspan"(%arg13, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>
        %44 = "stream.binding.subspan"(%arg14, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>) -> tensor<3x8xi8>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>) -> tensor<8x4xi8>
        %47 = "tensor.empty"() : () -> tensor<3x4xi32>
        %48 = "linalg.fill"(%40, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: i32, %arg19: i32):
          "linalg.yield"(%arg18) : (i32) -> ()
        }) : (i32, tensor<3x4xi32>) -> tensor<3x4xi32>
        %49 = "linalg.generic"(%45, %46, %48) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: i8, %arg16: i8, %arg17: i32):
          %50 = "arith.extsi"(%arg15) : (i8) -> i32
          %51 = "arith.extsi"(%arg16) : (i8) -> i32
          %52 = "arith.muli"(%50, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %53 = "arith.addi"(%arg17, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%53) : (i32) -> ()
        }) : (tensor<3x8xi8>, tensor<8x4xi8>, tensor<3x4xi32>) -> tensor<3x4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3x4_i32xi32xi8, sym_name = "main_dispatch_1_elementwise_3x4_i32xi32xi8", sym_visibility = "public"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3x4_i32xi32xi8"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %21 = "arith.constant"() <{value = 127 : i32}> : () -> i32
        %22 = "arith.constant"() <{value = -128 : i32}> : () -> i32
        %23 = "arith.constant"() <{value = 12 : i32}> : () -> i32
        %24 = "arith.constant"() <{value = 77 : i32}> : () -> i32
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg6, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>
        %27 = "stream.binding.subspan"(%arg7, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>
        %28 = "stream.binding.subspan"(%arg8, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>) -> tensor<3x4xi32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>) -> tensor<4xi32>
        %31 = "tensor.empty"() : () -> tensor<3x4xi8>
        %32 = "linalg.generic"(%29, %30, %31) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i32, %arg11: i8):
          %33 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %34 = "arith.muli"(%33, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %35 = "arith.shrsi"(%34, %23) : (i32, i32) -> i32
          %36 = "arith.maxsi"(%35, %22) : (i32, i32) -> i32
          %37 = "arith.minsi"(%36, %21) : (i32, i32) -> i32
          %38 = "arith.trunci"(%37) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
          "linalg.yield"(%38) : (i8) -> ()
        }) : (tensor<3x4xi32>, tensor<4xi32>, tensor<3x4xi8>) -> tensor<3x4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%32, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 12 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "hal.element_type"() <{type = i8}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %9, %10, %8, %7) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %9, %10, %7, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %13, %10, %6) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:3 = "stream.async.execute"(%11, %12, %14, %5, %4, %3, %2, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      %19 = "stream.async.dispatch"(%arg3, %arg4, %5, %4, %1, %1, %5, %4, %5, %4, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_like_3x4x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      %20 = "stream.async.dispatch"(%19, %arg5, %2, %3, %1, %1, %2, %3, %2, %3, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3x4_i32xi32xi8], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%19, %20, %2, %0) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %16:2 = "stream.timepoint.await"(%15#0, %15#1, %2, %0, %15#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %17 = "stream.tensor.export"(%16#0, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%16#1, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17, %18) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<4xi32>) -> (%output0: tensor<3x4xi32>, %output1: tensor<3x4xi8>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

