#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} {
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 7.000000e+00 : f32
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4_0 = arith.constant 4 : index
    %c3_1 = arith.constant 3 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4_0, %c3_1]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x3xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x3xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %element_type_f32_2 = hal.element_type<f32> : i32
    %dense_row_major_3 = hal.encoding_type<dense_row_major> : i32
    %c2_4 = arith.constant 2 : index
    %c3_5 = arith.constant 3 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2_4, %c3_5]) type(%element_type_f32_2) encoding(%dense_row_major_3)
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3xf32> : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%3}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%3} -> !stream.resource<*>{%3}
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3xf32> : index
    %7 = stream.tensor.slice on(#hal.device.affinity<@__device_0>) %2[%c1, %c0 for %c2, %c3] : tensor<4x3xf32> in !stream.resource<*>{%0} -> tensor<2x3xf32> in !stream.resource<*>{%6}
    %8 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %5, %2[%c2, %c0] : tensor<2x3xf32> in !stream.resource<*>{%3} -> tensor<4x3xf32> in %2 as !stream.resource<*>{%0}
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<6x3xf32> : index
    %empty = stream.tensor.empty on(#hal.device.affinity<@__device_0>) : tensor<6x3xf32> in !stream.resource<*>{%9}
    %10 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %2, %empty[%c0, %c0] : tensor<4x3xf32> in !stream.resource<*>{%0} -> tensor<6x3xf32> in %empty as !stream.resource<*>{%9}
    %11 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %5, %10[%c4, %c0] : tensor<2x3xf32> in !stream.resource<*>{%3} -> tensor<6x3xf32> in %10 as !stream.resource<*>{%9}
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x1x3xf32> : index
    %13 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %5 : tensor<2x3xf32> in !stream.resource<*>{%3} -> tensor<2x1x3xf32> in !stream.resource<*>{%12}
    %14 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x1x3xf32> : index
    %15 = stream.tensor.slice on(#hal.device.affinity<@__device_0>) %13[%c1, %c0, %c0 for %c1, %c1, %c3] : tensor<2x1x3xf32> in !stream.resource<*>{%12} -> tensor<1x1x3xf32> in !stream.resource<*>{%14}
    %16 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3xf32> : index
    %17 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %15 : tensor<1x1x3xf32> in !stream.resource<*>{%14} -> tensor<1x3xf32> in !stream.resource<*>{%16}
    %18 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3xf32> : index
    %19 = stream.tensor.splat on(#hal.device.affinity<@__device_0>) %cst : f32 -> tensor<3x3xf32> in !stream.resource<*>{%18}
    %20 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %17, %19[%c1, %c0] : tensor<1x3xf32> in !stream.resource<*>{%16} -> tensor<3x3xf32> in %19 as !stream.resource<*>{%18}
    %21 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<*>{%6} -> !stream.resource<external>{%6}
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<2x3xf32> in !stream.resource<external>{%6} -> !hal.buffer_view
    %23 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%0} -> !stream.resource<external>{%0}
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<4x3xf32> in !stream.resource<external>{%0} -> !hal.buffer_view
    %25 = stream.async.cast on(#hal.device.affinity<@__device_0>) %11 : !stream.resource<*>{%9} -> !stream.resource<external>{%9}
    %26 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %25 : tensor<6x3xf32> in !stream.resource<external>{%9} -> !hal.buffer_view
    %27 = stream.async.cast on(#hal.device.affinity<@__device_0>) %20 : !stream.resource<*>{%18} -> !stream.resource<external>{%18}
    %28 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27 : tensor<3x3xf32> in !stream.resource<external>{%18} -> !hal.buffer_view
    util.return %22, %24, %26, %28 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
