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
    "hal.buffer_view.assert"(%arg1, %10, %11, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %14:5 = "stream.async.execute"(%12, %13, %6, %5, %5, %6, %2, %3) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 4, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      %20:2 = "stream.async.concurrent"(%arg2, %6, %5, %6) <{operandSegmentSizes = array<i32: 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg8: !stream.resource<external>):
        %28 = "stream.async.slice"(%arg8, %6, %4, %3, %5) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %29 = "stream.async.clone"(%arg8, %6, %6) : (!stream.resource<external>, index, index) -> !stream.resource<external>
        "stream.yield"(%28, %29, %5, %6) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      %21 = "stream.async.alloca"(%2) : (index) -> !stream.resource<external>
      %22:3 = "stream.async.concurrent"(%20#1, %arg3, %21, %arg2, %6, %5, %2, %6, %6, %2, %3) <{operandSegmentSizes = array<i32: 4, 4, 3>, tied_operands = [0 : index, 2 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>):
        %24 = "stream.async.update"(%arg4, %6, %5, %6, %arg5, %5) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
        %25 = "stream.async.update"(%arg6, %2, %1, %6, %arg7, %6) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
        %26 = "stream.async.update"(%25, %2, %6, %2, %arg5, %5) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
        %27 = "stream.async.splat"(%0, %3) : (i32, index) -> !stream.resource<external>
        "stream.yield"(%24, %26, %27, %6, %2, %3) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      %23 = "stream.async.copy"(%22#2, %3, %4, %5, %arg3, %5, %4, %5, %4) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%20#0, %22#0, %22#1, %23, %5, %6, %2, %3) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %15:4 = "stream.timepoint.await"(%14#0, %14#1, %14#2, %14#3, %5, %6, %2, %3, %14#4) <{operandSegmentSizes = array<i32: 4, 4, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %16 = "stream.tensor.export"(%15#0, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %17 = "stream.tensor.export"(%15#1, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%15#2, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%15#3, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%16, %17, %18, %19) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

