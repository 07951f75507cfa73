#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 268 : index}> : () -> index
    %2 = "arith.constant"() <{value = 176 : index}> : () -> index
    %3 = "arith.constant"() <{value = 88 : index}> : () -> index
    %4 = "arith.constant"() <{value = 320 : index}> : () -> index
    %5 = "arith.constant"() <{value = 256 : index}> : () -> index
    %6 = "arith.constant"() <{value = 128 : index}> : () -> index
    %7 = "arith.constant"() <{value = 64 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1088421888 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 72 : index}> : () -> index
    %10 = "arith.constant"() <{value = 36 : index}> : () -> index
    %11 = "arith.constant"() <{value = 12 : index}> : () -> index
    %12 = "arith.constant"() <{value = 24 : index}> : () -> index
    %13 = "arith.constant"() <{value = 48 : index}> : () -> index
    %14 = "arith.constant"() <{value = 4 : index}> : () -> index
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "arith.constant"() <{value = 2 : index}> : () -> index
    %17 = "hal.element_type"() <{type = f32}> : () -> i32
    %18 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %17, %18, %14, %15) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %19 = "stream.tensor.import"(%arg0, %13) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %17, %18, %16, %15) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %20 = "stream.tensor.import"(%arg1, %12) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %21:2 = "stream.resource.alloca"(%4) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %22 = "stream.cmd.execute"(%19, %20, %21#0, %13, %12, %4, %21#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg2, %13, %11, %arg4, %4, %0, %12) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg2, %13, %0, %arg4, %4, %7, %13) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg3, %12, %0, %arg4, %4, %3, %12) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg2, %13, %0, %arg4, %4, %6, %13) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg3, %12, %0, %arg4, %4, %2, %12) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.fill"(%arg4, %4, %5, %10, %8) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.copy"(%arg3, %12, %11, %arg4, %4, %1, %11) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.timepoint.await"(%21#0, %4, %22) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%23, %4, %0, %12) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%23, %4, %7, %13) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%23, %4, %6, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.resource.subview"(%23, %4, %5, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%24, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%25, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%26, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%27, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%28, %29, %30, %31) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

