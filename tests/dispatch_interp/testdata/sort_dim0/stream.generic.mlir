#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_sort_6x70xi32, sym_name = "main_dispatch_0_sort_6x70xi32", sym_visibility = "public"}> ({
      %20:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%20#0, %20#1, %20#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_sort_6x70xi32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %13 = "arith.constant"() <{value = 0 : index}> : () -> index
        %14 = "stream.binding.subspan"(%arg4, %13) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x70xi32>>
        %15 = "stream.binding.subspan"(%arg5, %13) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x70xf32>>
        %16 = "iree_tensor_ext.dispatch.tensor.load"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 70>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x70xi32>>) -> tensor<6x70xi32>
        %17 = "iree_tensor_ext.dispatch.tensor.load"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 70>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x70xf32>>) -> tensor<6x70xf32>
        %18:2 = "iree_linalg_ext.sort"(%16, %17) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
        ^bb0(%arg6: i32, %arg7: i32, %arg8: f32, %arg9: f32):
          %19 = "arith.cmpi"(%arg6, %arg7) <{predicate = 4 : i64}> : (i32, i32) -> i1
          "iree_linalg_ext.yield"(%19) : (i1) -> ()
        }) : (tensor<6x70xi32>, tensor<6x70xf32>) -> (tensor<6x70xi32>, tensor<6x70xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%18#0, %14) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 70>, static_strides = array<i64: 1, 1>}> : (tensor<6x70xi32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x70xi32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%18#1, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 70>, static_strides = array<i64: 1, 1>}> : (tensor<6x70xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x70xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1680 : index}> : () -> index
    %2 = "arith.constant"() <{value = 70 : index}> : () -> index
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    %4 = "hal.element_type"() <{type = i32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x70xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %7, %5, %3, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x70xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9 = "stream.cmd.execute"(%6, %8, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 0>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %arg3, %1, %1, %0, %0, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_sort_6x70xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [3 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index) -> !stream.timepoint
    %10:2 = "stream.timepoint.await"(%6, %8, %1, %1, %9) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %11 = "stream.tensor.export"(%10#0, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x70xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %12 = "stream.tensor.export"(%10#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x70xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11, %12) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6x70xi32>, %input1: tensor<6x70xf32>) -> (%output0: tensor<6x70xi32>, %output1: tensor<6x70xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

