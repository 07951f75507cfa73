#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32, sym_name = "main_dispatch_0_elementwise_6_f32", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding, %arg20: !stream.binding, %arg21: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "arith.constant"() <{value = 64 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg18, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %43 = "stream.binding.subspan"(%arg19, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %44 = "stream.binding.subspan"(%arg20, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %45 = "stream.binding.subspan"(%arg21, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %48 = "tensor.empty"() : () -> tensor<6xf32>
        %49:2 = "linalg.generic"(%46, %47, %48, %48) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}> ({
        ^bb0(%arg22: f32, %arg23: f32, %arg24: f32, %arg25: f32):
          %50 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %51 = "arith.mulf"(%50, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%50, %51) : (f32, f32) -> ()
        }) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%49#0, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%49#1, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg11: !hal.buffer_view, %arg12: !hal.buffer_view, %arg13: !hal.fence, %arg14: !hal.fence):
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.constant"() <{value = 128 : index}> : () -> index
    %25 = "arith.constant"() <{value = 64 : index}> : () -> index
    %26 = "arith.constant"() <{value = 24 : index}> : () -> index
    %27 = "arith.constant"() <{value = 3 : index}> : () -> index
    %28 = "arith.constant"() <{value = 2 : index}> : () -> index
    %29 = "hal.element_type"() <{type = f32}> : () -> i32
    %30 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg11, %29, %30, %28, %27) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %31 = "stream.tensor.import"(%arg11, %26) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %32 = "stream.timepoint.import"(%arg13) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    "hal.buffer_view.assert"(%arg12, %29, %30, %28, %27) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %33 = "stream.tensor.import"(%arg12, %26) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %34:2 = "stream.resource.alloca"(%24, %32) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %35 = "stream.resource.subview"(%34#0, %24, %23, %26) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %36 = "stream.resource.subview"(%34#0, %24, %25, %26) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %37 = "stream.cmd.execute"(%31, %33, %34#0, %26, %26, %24, %34#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg15: !stream.resource<external>, %arg16: !stream.resource<external>, %arg17: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg15, %arg16, %arg17, %arg17, %26, %26, %24, %24, %23, %23, %23, %23, %26, %26, %24, %24) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%37, %arg14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.timepoint, !hal.fence) -> ()
    %38 = "stream.tensor.export"(%35, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %39 = "stream.tensor.export"(%36, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%38, %39) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<2x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)", iree.abi.model = "coarse-fences"}} : () -> ()
  "stream.executable"() <{sym_name = "main_sync_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_sync_dispatch_0_elementwise_6_f32, sym_name = "main_sync_dispatch_0_elementwise_6_f32", sym_visibility = "public"}> ({
      %22:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%22#0, %22#1, %22#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_sync_dispatch_0_elementwise_6_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding):
        %12 = "arith.constant"() <{value = 0 : index}> : () -> index
        %13 = "stream.binding.subspan"(%arg5, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %14 = "stream.binding.subspan"(%arg6, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %15 = "stream.binding.subspan"(%arg7, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %16 = "iree_tensor_ext.dispatch.tensor.load"(%13) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %17 = "iree_tensor_ext.dispatch.tensor.load"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %18 = "tensor.empty"() : () -> tensor<6xf32>
        %19 = "linalg.generic"(%16, %17, %18) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %20 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %21 = "arith.mulf"(%20, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%21) : (f32) -> ()
        }) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%19, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main_sync", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 24 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %4, %5, %3, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %9 = "stream.cmd.execute"(%6, %7, %8#0, %1, %1, %1, %8#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %1, %1, %1, %0, %0, %0, %1, %1, %1) <{entry_points = [@main_sync_dispatch_0::@main_sync_dispatch_0_elementwise_6_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %10 = "stream.timepoint.await"(%8#0, %1, %9) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main_sync(%input0: tensor<2x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

