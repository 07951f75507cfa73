#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %12 = "arith.constant"() <{value = 12 : index}> : () -> index
    %13 = "stream.async.constant"(%12) <{affinity = #hal.device.affinity<@__device_0>, value = dense<[5.000000e-01, 1.500000e+00, 2.500000e+00]> : tensor<3xf32>}> : (index) -> !stream.resource<constant>
    "util.global.store"(%13) <{global = @__constant_tensor_3xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "arith.constant"() <{value = 12 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "util.global.load"() <{global = @__constant_tensor_3xf32, is_immutable}> : () -> !stream.resource<constant>
    %5 = "stream.async.clone"(%4, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %6 = "hal.element_type"() <{type = i32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %1, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9 = "stream.async.cast"(%5, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%8, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%arg0, %arg0, %10, %11, %arg1) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi32>, %input1: f32) -> (%output0: tensor<2x3xi32>, %output1: tensor<2x3xi32>, %output2: tensor<3xf32>, %output3: tensor<6xi32>, %output4: f32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

