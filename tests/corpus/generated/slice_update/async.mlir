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
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %results:4, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg2: !stream.resource<external>{%c48}, %1 as %arg3: !stream.resource<external>{%c24}) -> (!stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c72}, !stream.resource<external>{%c36}) {
      %7:2 = stream.async.concurrent with(%arg2 as %arg4: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c24}, !stream.resource<external>{%c48}) {
        %11 = stream.async.slice %arg4[%c12 to %c36] : !stream.resource<external>{%c48} -> !stream.resource<external>{%c24}
        %12 = stream.async.clone %arg4 : !stream.resource<external>{%c48} -> !stream.resource<external>{%c48}
        stream.yield %11, %12 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}
      }
      %8 = stream.async.alloca : !stream.resource<external>{%c72}
      %9:3 = stream.async.concurrent with(%7#1 as %arg4: !stream.resource<external>{%c48}, %arg3 as %arg5: !stream.resource<external>{%c24}, %8 as %arg6: !stream.resource<external>{%c72}, %arg2 as %arg7: !stream.resource<external>{%c48}) -> (%7#1{%c48}, %8{%c72}, !stream.resource<external>{%c36}) {
        %11 = stream.async.update %arg5, %arg4[%c24 to %c48] : !stream.resource<external>{%c24} -> %arg4 as !stream.resource<external>{%c48}
        %12 = stream.async.update %arg7, %arg6[%c0 to %c48] : !stream.resource<external>{%c48} -> %arg6 as !stream.resource<external>{%c72}
        %13 = stream.async.update %arg5, %12[%c48 to %c72] : !stream.resource<external>{%c24} -> %12 as !stream.resource<external>{%c72}
        %14 = stream.async.splat %c1088421888_i32 : i32 -> !stream.resource<external>{%c36}
        stream.yield %11, %13, %14 : !stream.resource<external>{%c48}, !stream.resource<external>{%c72}, !stream.resource<external>{%c36}
      }
      %10 = stream.async.copy %arg3[%c12 to %c24], %9#2[%c12 to %c24], %c12 : !stream.resource<external>{%c24} -> %9#2 as !stream.resource<external>{%c36}
      stream.yield %7#0, %9#0, %9#1, %10 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c72}, !stream.resource<external>{%c36}
    } => !stream.timepoint
    %2:4 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2, %results#3 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c72}, !stream.resource<external>{%c36}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#0 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#1 : tensor<4x3xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#2 : tensor<6x3xf32> in !stream.resource<external>{%c72} -> !hal.buffer_view
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#3 : tensor<3x3xf32> in !stream.resource<external>{%c36} -> !hal.buffer_view
    util.return %3, %4, %5, %6 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
