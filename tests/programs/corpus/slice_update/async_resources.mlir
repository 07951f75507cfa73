#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 1088421888 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 72 : index}> : () -> index
    %3 = "arith.constant"() <{value = 36 : index}> : () -> index
    %4 = "arith.constant"() <{value = 12 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 48 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %7, %8) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %10, %11, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "stream.async.cast"(%14, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %16 = "stream.async.slice"(%13, %6, %4, %3, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %17 = "stream.async.update"(%13, %6, %5, %6, %15, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %18 = "stream.async.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> !stream.resource<*>
    %19 = "stream.async.update"(%18, %2, %1, %6, %13, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %20 = "stream.async.update"(%19, %2, %6, %2, %15, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %21 = "stream.async.splat"(%0, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (i32, index) -> !stream.resource<*>
    %22 = "stream.async.copy"(%21, %3, %4, %5, %15, %5, %4, %5, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %23 = "stream.async.cast"(%16, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%23, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.async.cast"(%17, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%20, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%22, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%24, %26, %28, %30) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

