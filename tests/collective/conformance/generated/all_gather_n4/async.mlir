#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi8>, %input1: tensor<2x3xi16>, %input2: tensor<2x3xi32>, %input3: tensor<2x3xi64>, %input4: tensor<2x3xf16>, %input5: tensor<2x3xbf16>, %input6: tensor<2x3xf32>, %input7: tensor<2x3xf64>) -> (%output0: tensor<8x3xi8>, %output1: tensor<8x3xi16>, %output2: tensor<8x3xi32>, %output3: tensor<8x3xi64>, %output4: tensor<8x3xf16>, %output5: tensor<8x3xbf16>, %output6: tensor<8x3xf32>, %output7: tensor<8x3xf64>)"}} {
    %c192 = arith.constant 192 : index
    %c96 = arith.constant 96 : index
    %c48 = arith.constant 48 : index
    %c12 = arith.constant 12 : index
    %c6 = arith.constant 6 : index
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xi8> in !stream.resource<external>{%c6}
    %element_type_i16 = hal.element_type<i16> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_i16) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xi16> in !stream.resource<external>{%c12}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c2, %c3]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%c24}
    %element_type_i64 = hal.element_type<i64> : i32
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c2, %c3]) type(%element_type_i64) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<2x3xi64> in !stream.resource<external>{%c48}
    %element_type_f16 = hal.element_type<f16> : i32
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c2, %c3]) type(%element_type_f16) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<2x3xf16> in !stream.resource<external>{%c12}
    %element_type_bf16 = hal.element_type<bf16> : i32
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("input5") shape([%c2, %c3]) type(%element_type_bf16) encoding(%dense_row_major)
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg5 : !hal.buffer_view -> tensor<2x3xbf16> in !stream.resource<external>{%c12}
    %element_type_f32 = hal.element_type<f32> : i32
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("input6") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg6 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %element_type_f64 = hal.element_type<f64> : i32
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("input7") shape([%c2, %c3]) type(%element_type_f64) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg7 : !hal.buffer_view -> tensor<2x3xf64> in !stream.resource<external>{%c48}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %results:8, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}) {
      %17 = stream.async.alloca : !stream.resource<external>{%c24}
      %18 = stream.async.alloca : !stream.resource<external>{%c48}
      %19 = stream.async.alloca : !stream.resource<external>{%c96}
      %20 = stream.async.alloca : !stream.resource<external>{%c192}
      %21 = stream.async.alloca : !stream.resource<external>{%c48}
      %22 = stream.async.alloca : !stream.resource<external>{%c48}
      %23 = stream.async.alloca : !stream.resource<external>{%c96}
      %24 = stream.async.alloca : !stream.resource<external>{%c192}
      %25:8 = stream.async.concurrent with(%17 as %arg16: !stream.resource<external>{%c24}, %arg8 as %arg17: !stream.resource<external>{%c6}, %18 as %arg18: !stream.resource<external>{%c48}, %arg9 as %arg19: !stream.resource<external>{%c12}, %19 as %arg20: !stream.resource<external>{%c96}, %arg10 as %arg21: !stream.resource<external>{%c24}, %20 as %arg22: !stream.resource<external>{%c192}, %arg11 as %arg23: !stream.resource<external>{%c48}, %21 as %arg24: !stream.resource<external>{%c48}, %arg12 as %arg25: !stream.resource<external>{%c12}, %22 as %arg26: !stream.resource<external>{%c48}, %arg13 as %arg27: !stream.resource<external>{%c12}, %23 as %arg28: !stream.resource<external>{%c96}, %arg14 as %arg29: !stream.resource<external>{%c24}, %24 as %arg30: !stream.resource<external>{%c192}, %arg15 as %arg31: !stream.resource<external>{%c48}) -> (%17{%c24}, %18{%c48}, %19{%c96}, %20{%c192}, %21{%c48}, %22{%c48}, %23{%c96}, %24{%c192}) {
        %26 = stream.async.collective<all_gather : si8>[%c24] channel(%channel) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c24}
        %27 = stream.async.collective<all_gather : ui16>[%c24] channel(%channel) %arg19[%c0 to %c12 for %c12], %arg18[%c0 to %c48 for %c48] : !stream.resource<external>{%c12} -> %arg18 as !stream.resource<external>{%c48}
        %28 = stream.async.collective<all_gather : si32>[%c24] channel(%channel) %arg21[%c0 to %c24 for %c24], %arg20[%c0 to %c96 for %c96] : !stream.resource<external>{%c24} -> %arg20 as !stream.resource<external>{%c96}
        %29 = stream.async.collective<all_gather : ui64>[%c24] channel(%channel) %arg23[%c0 to %c48 for %c48], %arg22[%c0 to %c192 for %c192] : !stream.resource<external>{%c48} -> %arg22 as !stream.resource<external>{%c192}
        %30 = stream.async.collective<all_gather : f16>[%c24] channel(%channel) %arg25[%c0 to %c12 for %c12], %arg24[%c0 to %c48 for %c48] : !stream.resource<external>{%c12} -> %arg24 as !stream.resource<external>{%c48}
        %31 = stream.async.collective<all_gather : bf16>[%c24] channel(%channel) %arg27[%c0 to %c12 for %c12], %arg26[%c0 to %c48 for %c48] : !stream.resource<external>{%c12} -> %arg26 as !stream.resource<external>{%c48}
        %32 = stream.async.collective<all_gather : f32>[%c24] channel(%channel) %arg29[%c0 to %c24 for %c24], %arg28[%c0 to %c96 for %c96] : !stream.resource<external>{%c24} -> %arg28 as !stream.resource<external>{%c96}
        %33 = stream.async.collective<all_gather : f64>[%c24] channel(%channel) %arg31[%c0 to %c48 for %c48], %arg30[%c0 to %c192 for %c192] : !stream.resource<external>{%c48} -> %arg30 as !stream.resource<external>{%c192}
        stream.yield %26, %27, %28, %29, %30, %31, %32, %33 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}
      }
      stream.yield %25#0, %25#1, %25#2, %25#3, %25#4, %25#5, %25#6, %25#7 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}
    } => !stream.timepoint
    %8:8 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2, %results#3, %results#4, %results#5, %results#6, %results#7 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c96}, !stream.resource<external>{%c192}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#0 : tensor<8x3xi8> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#1 : tensor<8x3xi16> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#2 : tensor<8x3xi32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#3 : tensor<8x3xi64> in !stream.resource<external>{%c192} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#4 : tensor<8x3xf16> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#5 : tensor<8x3xbf16> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#6 : tensor<8x3xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8#7 : tensor<8x3xf64> in !stream.resource<external>{%c192} -> !hal.buffer_view
    util.return %9, %10, %11, %12, %13, %14, %15, %16 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
