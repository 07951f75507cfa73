#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_broadcast_3x4_i32xf32, sym_name = "main_dispatch_0_elementwise_broadcast_3x4_i32xf32", sym_visibility = "public"}> ({
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_broadcast_3x4_i32xf32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding, %arg20: !stream.binding):
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "stream.binding.subspan"(%arg18, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %49 = "stream.binding.subspan"(%arg19, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %50 = "stream.binding.subspan"(%arg20, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %53 = "tensor.empty"() : () -> tensor<3x4xf32>
        %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: i32, %arg22: f32):
          %55 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %56 = "arith.index_cast"(%arg21) : (i32) -> index
          %57 = "tensor.extract"(%51, %56, %55) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%57) : (f32) -> ()
        }) : (tensor<3xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i32xf32, sym_name = "main_dispatch_1_elementwise_6_i32xf32", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i32xf32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg13, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %37 = "stream.binding.subspan"(%arg14, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>
        %38 = "stream.binding.subspan"(%arg15, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>) -> tensor<6xi32>
        %41 = "tensor.empty"() : () -> tensor<6xf32>
        %42 = "linalg.generic"(%40, %41) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i32, %arg17: f32):
          %43 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %44 = "arith.index_cast"(%arg16) : (i32) -> index
          %45 = "tensor.extract"(%39, %43, %44) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%45) : (f32) -> ()
        }) : (tensor<6xi32>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_broadcast_3x6_i32xi8, sym_name = "main_dispatch_2_elementwise_broadcast_3x6_i32xi8", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_3x6_i32xi8"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "stream.binding.subspan"(%arg9, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %26 = "stream.binding.subspan"(%arg10, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>
        %27 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %28 = "tensor.empty"() : () -> tensor<3x6xi8>
        %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: i32, %arg12: i8):
          %30 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %31 = "arith.index_cast"(%30) : (index) -> i32
          %32 = "arith.cmpi"(%arg11, %31) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %33 = "arith.extui"(%32) : (i1) -> i8
          "linalg.yield"(%33) : (i8) -> ()
        }) : (tensor<3xi32>, tensor<3x6xi8>) -> tensor<3x6xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%29, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 6>, static_strides = array<i64: 1, 1>}> : (tensor<3x6xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 18 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 12 : index}> : () -> index
    %5 = "arith.constant"() <{value = 96 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "hal.element_type"() <{type = f32}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %9, %10, %8, %7) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %12, %10, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %12, %10, %8) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:4 = "stream.async.execute"(%11, %13, %14, %5, %4, %3, %2, %3, %0) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 3, 0>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      %20:3 = "stream.async.concurrent"(%arg3, %arg4, %arg5, %5, %4, %3, %2, %3, %0) <{operandSegmentSizes = array<i32: 3, 3, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>):
        %21 = "stream.async.dispatch"(%arg6, %arg7, %5, %4, %1, %1, %5, %4, %5, %4, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_broadcast_3x4_i32xf32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %22 = "stream.async.dispatch"(%arg6, %arg8, %5, %3, %1, %1, %5, %3, %5, %3, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i32xf32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %23 = "stream.async.dispatch"(%arg7, %4, %1, %4, %4, %0) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_3x6_i32xi8], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%21, %22, %23, %2, %3, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%20#0, %20#1, %20#2, %2, %3, %0) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %16:3 = "stream.timepoint.await"(%15#0, %15#1, %15#2, %2, %3, %0, %15#3) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %17 = "stream.tensor.export"(%16#0, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%16#1, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%16#2, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x6xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17, %18, %19) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6x4xf32>, %input1: tensor<3xi32>, %input2: tensor<6xi32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<6xf32>, %output2: tensor<3x6xi8>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

