#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_broadcast_3x4_i32xf32, sym_name = "main_dispatch_0_elementwise_broadcast_3x4_i32xf32", sym_visibility = "public"}> ({
      %65:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%65#0, %65#1, %65#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_broadcast_3x4_i32xf32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %54 = "arith.constant"() <{value = 0 : index}> : () -> index
        %55 = "stream.binding.subspan"(%arg12, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %56 = "stream.binding.subspan"(%arg13, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %57 = "stream.binding.subspan"(%arg14, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %60 = "tensor.empty"() : () -> tensor<3x4xf32>
        %61 = "linalg.generic"(%59, %60) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: i32, %arg16: f32):
          %62 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %63 = "arith.index_cast"(%arg15) : (i32) -> index
          %64 = "tensor.extract"(%58, %63, %62) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%64) : (f32) -> ()
        }) : (tensor<3xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%61, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i32xf32, sym_name = "main_dispatch_1_elementwise_6_i32xf32", sym_visibility = "public"}> ({
      %53:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%53#0, %53#1, %53#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i32xf32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding):
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg7, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %44 = "stream.binding.subspan"(%arg8, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>
        %45 = "stream.binding.subspan"(%arg9, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>) -> tensor<6x4xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>) -> tensor<6xi32>
        %48 = "tensor.empty"() : () -> tensor<6xf32>
        %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: i32, %arg11: f32):
          %50 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %51 = "arith.index_cast"(%arg10) : (i32) -> index
          %52 = "tensor.extract"(%46, %50, %51) : (tensor<6x4xf32>, index, index) -> f32
          "linalg.yield"(%52) : (f32) -> ()
        }) : (tensor<6xi32>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_broadcast_3x6_i32xi8, sym_name = "main_dispatch_2_elementwise_broadcast_3x6_i32xi8", sym_visibility = "public"}> ({
      %41:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%41#0, %41#1, %41#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_broadcast_3x6_i32xi8"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding):
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg3, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %33 = "stream.binding.subspan"(%arg4, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %35 = "tensor.empty"() : () -> tensor<3x6xi8>
        %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: i32, %arg6: i8):
          %37 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %38 = "arith.index_cast"(%37) : (index) -> i32
          %39 = "arith.cmpi"(%arg5, %38) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %40 = "arith.extui"(%39) : (i1) -> i8
          "linalg.yield"(%40) : (i8) -> ()
        }) : (tensor<3xi32>, tensor<3x6xi8>) -> tensor<3x6xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 6>, static_strides = array<i64: 1, 1>}> : (tensor<3x6xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 6 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x4xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = i32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xi32>}> : () -> index
    %11 = "stream.tensor.import"(%arg1, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "stream.async.cast"(%11, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %13 = "hal.element_type"() <{type = i32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    %15 = "arith.constant"() <{value = 6 : index}> : () -> index
    "hal.buffer_view.assert"(%arg2, %13, %14, %15) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xi32>}> : () -> index
    %17 = "stream.tensor.import"(%arg2, %16) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %19 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %20 = "stream.tensor.dispatch"(%6, %12, %4, %10, %19) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_broadcast_3x4_i32xf32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6x4xf32>, tensor<3xi32>], result_encodings = [tensor<3x4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %22 = "stream.tensor.dispatch"(%6, %18, %4, %16, %21) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i32xf32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6x4xf32>, tensor<6xi32>], result_encodings = [tensor<6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x6xi8>}> : () -> index
    %24 = "stream.tensor.dispatch"(%12, %10, %23) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_broadcast_3x6_i32xi8], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3xi32>], result_encodings = [tensor<3x6xi8>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %25 = "stream.async.cast"(%20, %19, %19) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %19) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%22, %21, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %21) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%24, %23, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %23) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x6xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %28, %30) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6x4xf32>, %input1: tensor<3xi32>, %input2: tensor<6xi32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<6xf32>, %output2: tensor<3x6xi8>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

