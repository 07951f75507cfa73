#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} {
    %c1088421888_i32 = arith.constant 1088421888 : i32
    %c0 = arith.constant 0 : index
    %c72 = arith.constant 72 : index
    %c36 = arith.constant 36 : index
    %c12 = arith.constant 12 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.constant 48 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x3xf32> in !stream.resource<external>{%c48}
    %1 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c48} -> !stream.resource<*>{%c48}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%c24} -> !stream.resource<*>{%c24}
    %4 = stream.async.slice on(#hal.device.affinity<@__device_0>) %1[%c12 to %c36] : !stream.resource<*>{%c48} -> !stream.resource<*>{%c24}
    %5 = stream.async.update on(#hal.device.affinity<@__device_0>) %3, %1[%c24 to %c48] : !stream.resource<*>{%c24} -> %1 as !stream.resource<*>{%c48}
    %6 = stream.async.alloca on(#hal.device.affinity<@__device_0>) : !stream.resource<*>{%c72}
    %7 = stream.async.update on(#hal.device.affinity<@__device_0>) %1, %6[%c0 to %c48] : !stream.resource<*>{%c48} -> %6 as !stream.resource<*>{%c72}
    %8 = stream.async.update on(#hal.device.affinity<@__device_0>) %3, %7[%c48 to %c72] : !stream.resource<*>{%c24} -> %7 as !stream.resource<*>{%c72}
    %9 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c1088421888_i32 : i32 -> !stream.resource<*>{%c36}
    %10 = stream.async.copy on(#hal.device.affinity<@__device_0>) %3[%c12 to %c24], %9[%c12 to %c24], %c12 : !stream.resource<*>{%c24} -> %9 as !stream.resource<*>{%c36}
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %13 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<*>{%c48} -> !stream.resource<external>{%c48}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<4x3xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %15 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%c72} -> !stream.resource<external>{%c72}
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<6x3xf32> in !stream.resource<external>{%c72} -> !hal.buffer_view
    %17 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<*>{%c36} -> !stream.resource<external>{%c36}
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<3x3xf32> in !stream.resource<external>{%c36} -> !hal.buffer_view
    util.return %12, %14, %16, %18 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
