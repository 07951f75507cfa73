#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xf16>, %input1: tensor<2x3xbf16>, %input2: tensor<2x3xf32>, %input3: tensor<2x3xf64>) -> (%output0: tensor<2x3xf16>, %output1: tensor<2x3xf16>, %output2: tensor<2x3xf16>, %output3: tensor<2x3xf16>, %output4: tensor<2x3xf16>, %output5: tensor<2x3xbf16>, %output6: tensor<2x3xbf16>, %output7: tensor<2x3xbf16>, %output8: tensor<2x3xbf16>, %output9: tensor<2x3xbf16>, %output10: tensor<2x3xf32>, %output11: tensor<2x3xf32>, %output12: tensor<2x3xf32>, %output13: tensor<2x3xf32>, %output14: tensor<2x3xf32>, %output15: tensor<2x3xf64>, %output16: tensor<2x3xf64>, %output17: tensor<2x3xf64>, %output18: tensor<2x3xf64>, %output19: tensor<2x3xf64>)"}} {
    %c48 = arith.constant 48 : index
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_f16 = hal.element_type<f16> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_f16) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xf16> in !stream.resource<external>{%c12}
    %element_type_bf16 = hal.element_type<bf16> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_bf16) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xbf16> in !stream.resource<external>{%c12}
    %element_type_f32 = hal.element_type<f32> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %element_type_f64 = hal.element_type<f64> : i32
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c2, %c3]) type(%element_type_f64) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<2x3xf64> in !stream.resource<external>{%c48}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %results:20, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg4: !stream.resource<external>{%c12}, %1 as %arg5: !stream.resource<external>{%c12}, %2 as %arg6: !stream.resource<external>{%c24}, %3 as %arg7: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}) {
      %25 = stream.async.alloca : !stream.resource<external>{%c12}
      %26 = stream.async.alloca : !stream.resource<external>{%c12}
      %27 = stream.async.alloca : !stream.resource<external>{%c12}
      %28 = stream.async.alloca : !stream.resource<external>{%c12}
      %29 = stream.async.alloca : !stream.resource<external>{%c12}
      %30 = stream.async.alloca : !stream.resource<external>{%c12}
      %31 = stream.async.alloca : !stream.resource<external>{%c12}
      %32 = stream.async.alloca : !stream.resource<external>{%c12}
      %33 = stream.async.alloca : !stream.resource<external>{%c12}
      %34 = stream.async.alloca : !stream.resource<external>{%c12}
      %35 = stream.async.alloca : !stream.resource<external>{%c24}
      %36 = stream.async.alloca : !stream.resource<external>{%c24}
      %37 = stream.async.alloca : !stream.resource<external>{%c24}
      %38 = stream.async.alloca : !stream.resource<external>{%c24}
      %39 = stream.async.alloca : !stream.resource<external>{%c24}
      %40 = stream.async.alloca : !stream.resource<external>{%c48}
      %41 = stream.async.alloca : !stream.resource<external>{%c48}
      %42 = stream.async.alloca : !stream.resource<external>{%c48}
      %43 = stream.async.alloca : !stream.resource<external>{%c48}
      %44 = stream.async.alloca : !stream.resource<external>{%c48}
      %45:20 = stream.async.concurrent with(%25 as %arg8: !stream.resource<external>{%c12}, %arg4 as %arg9: !stream.resource<external>{%c12}, %26 as %arg10: !stream.resource<external>{%c12}, %27 as %arg11: !stream.resource<external>{%c12}, %28 as %arg12: !stream.resource<external>{%c12}, %29 as %arg13: !stream.resource<external>{%c12}, %30 as %arg14: !stream.resource<external>{%c12}, %arg5 as %arg15: !stream.resource<external>{%c12}, %31 as %arg16: !stream.resource<external>{%c12}, %32 as %arg17: !stream.resource<external>{%c12}, %33 as %arg18: !stream.resource<external>{%c12}, %34 as %arg19: !stream.resource<external>{%c12}, %35 as %arg20: !stream.resource<external>{%c24}, %arg6 as %arg21: !stream.resource<external>{%c24}, %36 as %arg22: !stream.resource<external>{%c24}, %37 as %arg23: !stream.resource<external>{%c24}, %38 as %arg24: !stream.resource<external>{%c24}, %39 as %arg25: !stream.resource<external>{%c24}, %40 as %arg26: !stream.resource<external>{%c48}, %arg7 as %arg27: !stream.resource<external>{%c48}, %41 as %arg28: !stream.resource<external>{%c48}, %42 as %arg29: !stream.resource<external>{%c48}, %43 as %arg30: !stream.resource<external>{%c48}, %44 as %arg31: !stream.resource<external>{%c48}) -> (%25{%c12}, %26{%c12}, %27{%c12}, %28{%c12}, %29{%c12}, %30{%c12}, %31{%c12}, %32{%c12}, %33{%c12}, %34{%c12}, %35{%c24}, %36{%c24}, %37{%c24}, %38{%c24}, %39{%c24}, %40{%c48}, %41{%c48}, %42{%c48}, %43{%c48}, %44{%c48}) {
        %46 = stream.async.collective<all_reduce with sum : f16>[%c6] channel(%channel) %arg9[%c0 to %c12 for %c12], %arg8[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg8 as !stream.resource<external>{%c12}
        %47 = stream.async.collective<all_reduce with product : f16>[%c6] channel(%channel) %arg9[%c0 to %c12 for %c12], %arg10[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg10 as !stream.resource<external>{%c12}
        %48 = stream.async.collective<all_reduce with minimum : f16>[%c6] channel(%channel) %arg9[%c0 to %c12 for %c12], %arg11[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg11 as !stream.resource<external>{%c12}
        %49 = stream.async.collective<all_reduce with maximum : f16>[%c6] channel(%channel) %arg9[%c0 to %c12 for %c12], %arg12[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg12 as !stream.resource<external>{%c12}
        %50 = stream.async.collective<all_reduce with average : f16>[%c6] channel(%channel) %arg9[%c0 to %c12 for %c12], %arg13[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg13 as !stream.resource<external>{%c12}
        %51 = stream.async.collective<all_reduce with sum : bf16>[%c6] channel(%channel) %arg15[%c0 to %c12 for %c12], %arg14[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg14 as !stream.resource<external>{%c12}
        %52 = stream.async.collective<all_reduce with product : bf16>[%c6] channel(%channel) %arg15[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %53 = stream.async.collective<all_reduce with minimum : bf16>[%c6] channel(%channel) %arg15[%c0 to %c12 for %c12], %arg17[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg17 as !stream.resource<external>{%c12}
        %54 = stream.async.collective<all_reduce with maximum : bf16>[%c6] channel(%channel) %arg15[%c0 to %c12 for %c12], %arg18[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg18 as !stream.resource<external>{%c12}
        %55 = stream.async.collective<all_reduce with average : bf16>[%c6] channel(%channel) %arg15[%c0 to %c12 for %c12], %arg19[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg19 as !stream.resource<external>{%c12}
        %56 = stream.async.collective<all_reduce with sum : f32>[%c6] channel(%channel) %arg21[%c0 to %c24 for %c24], %arg20[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg20 as !stream.resource<external>{%c24}
        %57 = stream.async.collective<all_reduce with product : f32>[%c6] channel(%channel) %arg21[%c0 to %c24 for %c24], %arg22[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg22 as !stream.resource<external>{%c24}
        %58 = stream.async.collective<all_reduce with minimum : f32>[%c6] channel(%channel) %arg21[%c0 to %c24 for %c24], %arg23[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg23 as !stream.resource<external>{%c24}
        %59 = stream.async.collective<all_reduce with maximum : f32>[%c6] channel(%channel) %arg21[%c0 to %c24 for %c24], %arg24[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg24 as !stream.resource<external>{%c24}
        %60 = stream.async.collective<all_reduce with average : f32>[%c6] channel(%channel) %arg21[%c0 to %c24 for %c24], %arg25[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg25 as !stream.resource<external>{%c24}
        %61 = stream.async.collective<all_reduce with sum : f64>[%c6] channel(%channel) %arg27[%c0 to %c48 for %c48], %arg26[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg26 as !stream.resource<external>{%c48}
        %62 = stream.async.collective<all_reduce with product : f64>[%c6] channel(%channel) %arg27[%c0 to %c48 for %c48], %arg28[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg28 as !stream.resource<external>{%c48}
        %63 = stream.async.collective<all_reduce with minimum : f64>[%c6] channel(%channel) %arg27[%c0 to %c48 for %c48], %arg29[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg29 as !stream.resource<external>{%c48}
        %64 = stream.async.collective<all_reduce with maximum : f64>[%c6] channel(%channel) %arg27[%c0 to %c48 for %c48], %arg30[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg30 as !stream.resource<external>{%c48}
        %65 = stream.async.collective<all_reduce with average : f64>[%c6] channel(%channel) %arg27[%c0 to %c48 for %c48], %arg31[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg31 as !stream.resource<external>{%c48}
        stream.yield %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      stream.yield %45#0, %45#1, %45#2, %45#3, %45#4, %45#5, %45#6, %45#7, %45#8, %45#9, %45#10, %45#11, %45#12, %45#13, %45#14, %45#15, %45#16, %45#17, %45#18, %45#19 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    } => !stream.timepoint
    %4:20 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2, %results#3, %results#4, %results#5, %results#6, %results#7, %results#8, %results#9, %results#10, %results#11, %results#12, %results#13, %results#14, %results#15, %results#16, %results#17, %results#18, %results#19 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#0 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#1 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#2 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#3 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#4 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#5 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#6 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#7 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#8 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#9 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#10 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#11 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#12 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#13 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#14 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#15 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#16 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#17 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#18 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#19 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
