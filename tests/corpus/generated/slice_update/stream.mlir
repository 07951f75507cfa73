module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<4x3xf32>, %output2: tensor<6x3xf32>, %output3: tensor<3x3xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c268 = arith.constant 268 : index
    %c176 = arith.constant 176 : index
    %c88 = arith.constant 88 : index
    %c320 = arith.constant 320 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c1088421888_i32 = arith.constant 1088421888 : i32
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
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c320} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg2: !stream.resource<external>{%c48}, %1 as %arg3: !stream.resource<external>{%c24}, %result as %arg4: !stream.resource<external>{%c320}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg2[%c12], %arg4[%c0], %c24 : !stream.resource<external>{%c48} -> !stream.resource<external>{%c320}
        stream.cmd.copy %arg2[%c0], %arg4[%c64], %c48 : !stream.resource<external>{%c48} -> !stream.resource<external>{%c320}
      }
      stream.cmd.concurrent {
        stream.cmd.copy %arg3[%c0], %arg4[%c88], %c24 : !stream.resource<external>{%c24} -> !stream.resource<external>{%c320}
        stream.cmd.copy %arg2[%c0], %arg4[%c128], %c48 : !stream.resource<external>{%c48} -> !stream.resource<external>{%c320}
        stream.cmd.copy %arg3[%c0], %arg4[%c176], %c24 : !stream.resource<external>{%c24} -> !stream.resource<external>{%c320}
        stream.cmd.fill %c1088421888_i32, %arg4[%c256 for %c36] : i32 -> !stream.resource<external>{%c320}
      }
      stream.cmd.copy %arg3[%c12], %arg4[%c268], %c12 : !stream.resource<external>{%c24} -> !stream.resource<external>{%c320}
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c320}
    %4 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c24}
    %5 = stream.resource.subview %3[%c64] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c48}
    %6 = stream.resource.subview %3[%c128] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c72}
    %7 = stream.resource.subview %3[%c256] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c36}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<4x3xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<6x3xf32> in !stream.resource<external>{%c72} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<3x3xf32> in !stream.resource<external>{%c36} -> !hal.buffer_view
    util.return %8, %9, %10, %11 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
