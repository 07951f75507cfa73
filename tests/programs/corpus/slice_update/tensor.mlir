#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    %8 = "arith.constant"() <{value = 4 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %6, %7, %8, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4x3xf32>}> : () -> index
    %11 = "stream.tensor.import"(%arg0, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "stream.async.cast"(%11, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %13, %14, %15, %16) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %18 = "stream.tensor.import"(%arg1, %17) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19 = "stream.async.cast"(%18, %17, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %21 = "stream.tensor.slice"(%12, %10, %4, %3, %2, %1, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 2, 0, 1>, result_encoding = tensor<2x3xf32>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.update"(%12, %10, %2, %3, %19, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<4x3xf32>, update_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6x3xf32>}> : () -> index
    %24 = "stream.tensor.empty"(%23) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x3xf32>}> : (index) -> !stream.resource<*>
    %25 = "stream.tensor.update"(%24, %23, %3, %3, %12, %10) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<6x3xf32>, update_encoding = tensor<4x3xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %26 = "stream.tensor.update"(%25, %23, %0, %3, %19, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<6x3xf32>, update_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %27 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x1x3xf32>}> : () -> index
    %28 = "stream.tensor.clone"(%19, %17, %27) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x1x3xf32>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %29 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x1x3xf32>}> : () -> index
    %30 = "stream.tensor.slice"(%28, %27, %4, %3, %3, %4, %4, %1, %29) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 3, 3, 0, 1>, result_encoding = tensor<1x1x3xf32>, source_encoding = tensor<2x1x3xf32>}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %31 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x3xf32>}> : () -> index
    %32 = "stream.tensor.clone"(%30, %29, %31) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x3xf32>, source_encoding = tensor<1x1x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %33 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3xf32>}> : () -> index
    %34 = "stream.tensor.splat"(%5, %33) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3xf32>}> : (f32, index) -> !stream.resource<*>
    %35 = "stream.tensor.update"(%34, %33, %4, %3, %32, %31) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<3x3xf32>, update_encoding = tensor<1x3xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %36 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %37 = "stream.tensor.export"(%36, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.async.cast"(%22, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %39 = "stream.tensor.export"(%38, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %40 = "stream.async.cast"(%26, %23, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %41 = "stream.tensor.export"(%40, %23) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %42 = "stream.async.cast"(%35, %33, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %43 = "stream.tensor.export"(%42, %33) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%37, %39, %41, %43) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

