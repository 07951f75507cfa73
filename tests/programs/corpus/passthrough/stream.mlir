#composite_of_64b = #util.composite<64xi8, [
    dense<[5.000000e-01, 1.500000e+00, 2.500000e+00]> : tensor<3xf32>,
    dense<0> : vector<52xi8>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %18 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_64b}> : () -> !util.buffer
    %19 = "arith.constant"() <{value = 64 : index}> : () -> index
    %20:2 = "stream.resource.try_map"(%18, %15, %19) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%20#0, %17, %20#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %21 = "stream.resource.alloc"(%19) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %22 = "stream.file.constant"(%18, %19, %15, %19) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %23 = "stream.file.read"(%22, %16, %21, %19, %15, %19, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%23, %21)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%24: !stream.timepoint, %25: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %26 = "stream.timepoint.await"(%25, %19, %24) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%26) <{global = @__constant_tensor_3xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "arith.constant"() <{value = 24 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 12 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 64 : index}> : () -> index
    %6 = "util.global.load"() <{global = @__constant_tensor_3xf32, is_immutable}> : () -> !stream.resource<constant>
    %7 = "hal.element_type"() <{type = i32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %2, %1) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %0) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %11 = "stream.cmd.execute"(%6, %10#0, %5, %3, %10#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<constant>, %arg3: !stream.resource<external>):
      "stream.cmd.copy"(%arg2, %5, %4, %arg3, %3, %4, %3) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %12 = "stream.timepoint.await"(%10#0, %3, %11) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %13 = "stream.tensor.export"(%12, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%9, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%arg0, %arg0, %13, %14, %arg1) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi32>, %input1: f32) -> (%output0: tensor<2x3xi32>, %output1: tensor<2x3xi32>, %output2: tensor<3xf32>, %output3: tensor<6xi32>, %output4: f32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

