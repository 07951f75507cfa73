#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_scatter_5x4xf32_dispatch_tensor_store, sym_name = "main_dispatch_0_scatter_5x4xf32_dispatch_tensor_store", sym_visibility = "public"}> ({
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_scatter_5x4xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding, %arg19: !stream.binding):
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg17, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %38 = "stream.binding.subspan"(%arg18, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %39 = "stream.binding.subspan"(%arg19, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<5x4xf32>>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<5x4xf32>>) -> tensor<5x4xf32>
        %43 = "iree_linalg_ext.scatter"(%40, %41, %42) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
        ^bb0(%arg20: f32, %arg21: f32):
          %44 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "iree_linalg_ext.yield"(%44) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<3xi32>, tensor<5x4xf32>) -> tensor<5x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%43, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 4>, static_strides = array<i64: 1, 1>}> : (tensor<5x4xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<5x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_scatter_5x2xi64_dispatch_tensor_store, sym_name = "main_dispatch_1_scatter_5x2xi64_dispatch_tensor_store", sym_visibility = "public"}> ({
      %35:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%35#0, %35#1, %35#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_scatter_5x2xi64_dispatch_tensor_store"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg12, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5xi32>>
        %27 = "stream.binding.subspan"(%arg13, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x2xi64>>
        %28 = "stream.binding.subspan"(%arg14, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x2xi32>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5xi32>>) -> tensor<5xi32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x2xi64>>) -> tensor<5x2xi64>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x2xi32>>) -> tensor<4x2xi32>
        %32 = "iree_linalg_ext.scatter"(%29, %30, %31) <{dimension_map = array<i64: 0, 1>, unique_indices = false}> ({
        ^bb0(%arg15: i32, %arg16: i32):
          %33 = "arith.muli"(%arg16, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %34 = "arith.addi"(%33, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "iree_linalg_ext.yield"(%34) : (i32) -> ()
        }) : (tensor<5xi32>, tensor<5x2xi64>, tensor<4x2xi32>) -> tensor<4x2xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%32, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xi32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x2xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 12 : index}> : () -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "arith.constant"() <{value = 80 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    %11 = "hal.element_type"() <{type = f32}> : () -> i32
    %12 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %11, %12, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %11, %12, %8, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %15, %12, %8, %7) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "stream.tensor.import"(%arg2, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x1xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %15, %12, %10) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %17 = "stream.tensor.import"(%arg3, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18 = "hal.element_type"() <{type = i64}> : () -> i32
    "hal.buffer_view.assert"(%arg4, %18, %12, %10, %6) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %19 = "stream.tensor.import"(%arg4, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5x2xi64>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg5, %15, %12, %9, %6) <{message = "input5"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %20 = "stream.tensor.import"(%arg5, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x2xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21 = "stream.cmd.execute"(%14, %16, %13, %17, %19, %20, %4, %3, %5, %2, %5, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 6, 6, 0>}> ({
    ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>, %arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg6, %arg7, %arg8, %4, %3, %5, %0, %0, %0, %4, %3, %5) <{entry_points = [@main_dispatch_0::@main_dispatch_0_scatter_5x4xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg9, %arg10, %arg11, %2, %5, %1, %0, %0, %0, %2, %5, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_scatter_5x2xi64_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> !stream.timepoint
    %22:2 = "stream.timepoint.await"(%13, %20, %5, %1, %21) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %23 = "stream.tensor.export"(%22#0, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %24 = "stream.tensor.export"(%22#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%23, %24) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<5x4xf32>, %input1: tensor<3x4xf32>, %input2: tensor<3x1xi32>, %input3: tensor<5xi32>, %input4: tensor<5x2xi64>, %input5: tensor<4x2xi32>) -> (%output0: tensor<5x4xf32>, %output1: tensor<4x2xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

