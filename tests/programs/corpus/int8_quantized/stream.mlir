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
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_like_3x4x8_i8xi8xi32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %45 = "arith.constant"() <{value = 0 : index}> : () -> index
        %46 = "stream.binding.subspan"(%arg13, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>
        %47 = "stream.binding.subspan"(%arg14, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>
        %48 = "stream.binding.subspan"(%arg15, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>) -> tensor<3x8xi8>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>) -> tensor<8x4xi8>
        %51 = "tensor.empty"() : () -> tensor<3x4xi32>
        %52 = "linalg.fill"(%44, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: i32, %arg20: i32):
          "linalg.yield"(%arg19) : (i32) -> ()
        }) : (i32, tensor<3x4xi32>) -> tensor<3x4xi32>
        %53 = "linalg.generic"(%49, %50, %52) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: i8, %arg17: i8, %arg18: i32):
          %54 = "arith.extsi"(%arg16) : (i8) -> i32
          %55 = "arith.extsi"(%arg17) : (i8) -> i32
          %56 = "arith.muli"(%54, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %57 = "arith.addi"(%arg18, %56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%57) : (i32) -> ()
        }) : (tensor<3x8xi8>, tensor<8x4xi8>, tensor<3x4xi32>) -> tensor<3x4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3x4_i32xi32xi8, sym_name = "main_dispatch_1_elementwise_3x4_i32xi32xi8", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3x4_i32xi32xi8"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %24 = "arith.constant"() <{value = 77 : i32}> : () -> i32
        %25 = "arith.constant"() <{value = 12 : i32}> : () -> i32
        %26 = "arith.constant"() <{value = -128 : i32}> : () -> i32
        %27 = "arith.constant"() <{value = 127 : i32}> : () -> i32
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "arith.constant"() <{value = 64 : index}> : () -> index
        %30 = "stream.binding.subspan"(%arg7, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>
        %31 = "stream.binding.subspan"(%arg8, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>
        %32 = "stream.binding.subspan"(%arg9, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>) -> tensor<3x4xi32>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>) -> tensor<4xi32>
        %35 = "tensor.empty"() : () -> tensor<3x4xi8>
        %36 = "linalg.generic"(%33, %34, %35) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: i32, %arg11: i32, %arg12: i8):
          %37 = "arith.addi"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %38 = "arith.muli"(%37, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %39 = "arith.shrsi"(%38, %25) : (i32, i32) -> i32
          %40 = "arith.maxsi"(%39, %26) : (i32, i32) -> i32
          %41 = "arith.minsi"(%40, %27) : (i32, i32) -> i32
          %42 = "arith.trunci"(%41) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
          "linalg.yield"(%42) : (i8) -> ()
        }) : (tensor<3x4xi32>, tensor<4xi32>, tensor<3x4xi8>) -> tensor<3x4xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 12 : index}> : () -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6 = "arith.constant"() <{value = 32 : index}> : () -> index
    %7 = "arith.constant"() <{value = 24 : index}> : () -> index
    %8 = "arith.constant"() <{value = 4 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "arith.constant"() <{value = 3 : index}> : () -> index
    %11 = "hal.element_type"() <{type = i8}> : () -> i32
    %12 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %11, %12, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %11, %12, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x4xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %15, %12, %8) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %16 = "stream.tensor.import"(%arg2, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %17:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %18 = "stream.cmd.execute"(%13, %14, %16, %17#0, %7, %6, %5, %1, %17#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg3, %arg4, %arg6, %7, %6, %1, %0, %0, %0, %7, %6, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_like_3x4x8_i8xi8xi32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg6, %arg5, %arg6, %1, %5, %1, %0, %0, %0, %1, %5, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3x4_i32xi32xi8], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.timepoint.await"(%17#0, %1, %18) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%19, %1, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%19, %1, %2, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%20, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%21, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%22, %23) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<4xi32>) -> (%output0: tensor<3x4xi32>, %output1: tensor<3x4xi8>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

