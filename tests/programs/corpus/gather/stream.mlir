#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_broadcast_3x4_i32xf32, sym_name = "main_dispatch_0_elementwise_broadcast_3x4_i32xf32", sym_visibility = "public"}> ({
      %63:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%63#0, %63#1, %63#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_broadcast_3x4_i32xf32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding, %arg18: !stream.binding):
        %52 = "arith.constant"() <{value = 0 : index}> : () -> index
        %53 = "stream.binding.subspan"(%arg16, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %54 = "stream.binding.subspan"(%arg17, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %55 = "stream.binding.subspan"(%arg18, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %57 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %58 = "tensor.empty"() : () -> tensor<3x4xf32>
        %59 = "linalg.generic"(%57, %58) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: i32, %arg20: f32):
          %60 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %61 = "arith.index_cast"(%arg19) : (i32) -> index
          %62 = "tensor.extract"(%56, %61, %60) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%62) : (f32) -> ()
        }) : (tensor<3xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%59, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i32xf32, sym_name = "main_dispatch_1_elementwise_6_i32xf32", sym_visibility = "public"}> ({
      %51:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%51#0, %51#1, %51#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i32xf32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %39 = "arith.constant"() <{value = 0 : index}> : () -> index
        %40 = "arith.constant"() <{value = 64 : index}> : () -> index
        %41 = "stream.binding.subspan"(%arg11, %39) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %42 = "stream.binding.subspan"(%arg12, %39) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>
        %43 = "stream.binding.subspan"(%arg13, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>) -> tensor<6xi32>
        %46 = "tensor.empty"() : () -> tensor<6xf32>
        %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: i32, %arg15: f32):
          %48 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %49 = "arith.index_cast"(%arg14) : (i32) -> index
          %50 = "tensor.extract"(%44, %48, %49) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%50) : (f32) -> ()
        }) : (tensor<6xi32>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_broadcast_3x6_i32xi8, sym_name = "main_dispatch_2_elementwise_broadcast_3x6_i32xi8", sym_visibility = "public"}> ({
      %38:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%38#0, %38#1, %38#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_3x6_i32xi8"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %27 = "arith.constant"() <{value = 0 : index}> : () -> index
        %28 = "arith.constant"() <{value = 128 : index}> : () -> index
        %29 = "stream.binding.subspan"(%arg7, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %30 = "stream.binding.subspan"(%arg8, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %32 = "tensor.empty"() : () -> tensor<3x6xi8>
        %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i8):
          %34 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %35 = "arith.index_cast"(%34) : (index) -> i32
          %36 = "arith.cmpi"(%arg9, %35) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %37 = "arith.extui"(%36) : (i1) -> i8
          "linalg.yield"(%37) : (i8) -> ()
        }) : (tensor<3xi32>, tensor<3x6xi8>) -> tensor<3x6xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%33, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 6>, static_strides = array<i64: 1, 1>}> : (tensor<3x6xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 192 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 18 : index}> : () -> index
    %5 = "arith.constant"() <{value = 48 : index}> : () -> index
    %6 = "arith.constant"() <{value = 24 : index}> : () -> index
    %7 = "arith.constant"() <{value = 12 : index}> : () -> index
    %8 = "arith.constant"() <{value = 96 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 6 : index}> : () -> index
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %11, %10) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %15, %13, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %16 = "stream.tensor.import"(%arg1, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %15, %13, %11) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %17 = "stream.tensor.import"(%arg2, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %19 = "stream.cmd.execute"(%14, %16, %17, %18#0, %8, %7, %6, %1, %18#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg3, %arg4, %arg6, %8, %7, %1, %0, %0, %0, %8, %7, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_broadcast_3x4_i32xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg5, %arg6, %8, %6, %1, %0, %0, %0, %8, %6, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i32xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg4, %arg6, %7, %1, %0, %0, %7, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_3x6_i32xi8], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.await"(%18#0, %1, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%20, %1, %0, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%20, %1, %3, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%20, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%21, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.tensor.export"(%22, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %26 = "stream.tensor.export"(%23, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x6xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%24, %25, %26) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6x4xf32>, %input1: tensor<3xi32>, %input2: tensor<6xi32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<6xf32>, %output2: tensor<3x6xi8>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

