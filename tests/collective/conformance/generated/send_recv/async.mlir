#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi8>, %input1: tensor<2x3xi16>, %input2: tensor<2x3xi32>, %input3: tensor<2x3xi64>, %input4: tensor<2x3xf16>, %input5: tensor<2x3xbf16>, %input6: tensor<2x3xf32>, %input7: tensor<2x3xf64>) -> (%output0: tensor<2x3xi8>, %output1: tensor<2x3xi8>, %output2: tensor<2x3xi16>, %output3: tensor<2x3xi16>, %output4: tensor<2x3xi32>, %output5: tensor<2x3xi32>, %output6: tensor<2x3xi64>, %output7: tensor<2x3xi64>, %output8: tensor<2x3xf16>, %output9: tensor<2x3xf16>, %output10: tensor<2x3xbf16>, %output11: tensor<2x3xbf16>, %output12: tensor<2x3xf32>, %output13: tensor<2x3xf32>, %output14: tensor<2x3xf64>, %output15: tensor<2x3xf64>)"}} {
    %c48 = arith.constant 48 : index
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c16_i32 = arith.constant 16 : i32
    %c65535_i32 = arith.constant 65535 : i32
    %c6 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
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
    %ccl_rank = stream.channel.rank %channel : index
    %ccl_count = stream.channel.count %channel : index
    %8 = arith.addi %ccl_rank, %c1 : index
    %9 = arith.remui %8, %ccl_count : index
    %10 = arith.addi %ccl_rank, %ccl_count : index
    %11 = arith.subi %10, %c1 : index
    %12 = arith.remui %11, %ccl_count : index
    %13 = arith.cmpi ult, %8, %ccl_count : index
    %14 = arith.select %13, %8, %c-1 : index
    %15 = arith.cmpi ugt, %ccl_rank, %c0 : index
    %16 = arith.select %15, %12, %c-1 : index
    %17 = arith.index_cast %9 : index to i32
    %18 = arith.andi %17, %c65535_i32 : i32
    %19 = arith.index_cast %12 : index to i32
    %20 = arith.shli %19, %c16_i32 : i32
    %21 = arith.ori %20, %18 : i32
    %22 = arith.index_cast %14 : index to i32
    %23 = arith.andi %22, %c65535_i32 : i32
    %24 = arith.index_cast %16 : index to i32
    %25 = arith.shli %24, %c16_i32 : i32
    %26 = arith.ori %25, %23 : i32
    %results:16, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}) {
      %44 = stream.async.alloca : !stream.resource<external>{%c6}
      %45 = stream.async.alloca : !stream.resource<external>{%c6}
      %46 = stream.async.alloca : !stream.resource<external>{%c12}
      %47 = stream.async.alloca : !stream.resource<external>{%c12}
      %48 = stream.async.alloca : !stream.resource<external>{%c24}
      %49 = stream.async.alloca : !stream.resource<external>{%c24}
      %50 = stream.async.alloca : !stream.resource<external>{%c48}
      %51 = stream.async.alloca : !stream.resource<external>{%c48}
      %52 = stream.async.alloca : !stream.resource<external>{%c12}
      %53 = stream.async.alloca : !stream.resource<external>{%c12}
      %54 = stream.async.alloca : !stream.resource<external>{%c12}
      %55 = stream.async.alloca : !stream.resource<external>{%c12}
      %56 = stream.async.alloca : !stream.resource<external>{%c24}
      %57 = stream.async.alloca : !stream.resource<external>{%c24}
      %58 = stream.async.alloca : !stream.resource<external>{%c48}
      %59 = stream.async.alloca : !stream.resource<external>{%c48}
      %60:16 = stream.async.concurrent with(%44 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}, %45 as %arg18: !stream.resource<external>{%c6}, %46 as %arg19: !stream.resource<external>{%c12}, %arg9 as %arg20: !stream.resource<external>{%c12}, %47 as %arg21: !stream.resource<external>{%c12}, %48 as %arg22: !stream.resource<external>{%c24}, %arg10 as %arg23: !stream.resource<external>{%c24}, %49 as %arg24: !stream.resource<external>{%c24}, %50 as %arg25: !stream.resource<external>{%c48}, %arg11 as %arg26: !stream.resource<external>{%c48}, %51 as %arg27: !stream.resource<external>{%c48}, %52 as %arg28: !stream.resource<external>{%c12}, %arg12 as %arg29: !stream.resource<external>{%c12}, %53 as %arg30: !stream.resource<external>{%c12}, %54 as %arg31: !stream.resource<external>{%c12}, %arg13 as %arg32: !stream.resource<external>{%c12}, %55 as %arg33: !stream.resource<external>{%c12}, %56 as %arg34: !stream.resource<external>{%c24}, %arg14 as %arg35: !stream.resource<external>{%c24}, %57 as %arg36: !stream.resource<external>{%c24}, %58 as %arg37: !stream.resource<external>{%c48}, %arg15 as %arg38: !stream.resource<external>{%c48}, %59 as %arg39: !stream.resource<external>{%c48}) -> (%44{%c6}, %45{%c6}, %46{%c12}, %47{%c12}, %48{%c24}, %49{%c24}, %50{%c48}, %51{%c48}, %52{%c12}, %53{%c12}, %54{%c12}, %55{%c12}, %56{%c24}, %57{%c24}, %58{%c48}, %59{%c48}) {
        %61 = stream.async.collective<send_recv : si8>[%c6] channel(%channel) source_target_pair(%21) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %62 = stream.async.collective<send_recv : si8>[%c6] channel(%channel) source_target_pair(%26) %arg17[%c0 to %c6 for %c6], %arg18[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg18 as !stream.resource<external>{%c6}
        %63 = stream.async.collective<send_recv : ui16>[%c6] channel(%channel) source_target_pair(%21) %arg20[%c0 to %c12 for %c12], %arg19[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg19 as !stream.resource<external>{%c12}
        %64 = stream.async.collective<send_recv : ui16>[%c6] channel(%channel) source_target_pair(%26) %arg20[%c0 to %c12 for %c12], %arg21[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg21 as !stream.resource<external>{%c12}
        %65 = stream.async.collective<send_recv : si32>[%c6] channel(%channel) source_target_pair(%21) %arg23[%c0 to %c24 for %c24], %arg22[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg22 as !stream.resource<external>{%c24}
        %66 = stream.async.collective<send_recv : si32>[%c6] channel(%channel) source_target_pair(%26) %arg23[%c0 to %c24 for %c24], %arg24[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg24 as !stream.resource<external>{%c24}
        %67 = stream.async.collective<send_recv : ui64>[%c6] channel(%channel) source_target_pair(%21) %arg26[%c0 to %c48 for %c48], %arg25[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg25 as !stream.resource<external>{%c48}
        %68 = stream.async.collective<send_recv : ui64>[%c6] channel(%channel) source_target_pair(%26) %arg26[%c0 to %c48 for %c48], %arg27[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg27 as !stream.resource<external>{%c48}
        %69 = stream.async.collective<send_recv : f16>[%c6] channel(%channel) source_target_pair(%21) %arg29[%c0 to %c12 for %c12], %arg28[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg28 as !stream.resource<external>{%c12}
        %70 = stream.async.collective<send_recv : f16>[%c6] channel(%channel) source_target_pair(%26) %arg29[%c0 to %c12 for %c12], %arg30[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg30 as !stream.resource<external>{%c12}
        %71 = stream.async.collective<send_recv : bf16>[%c6] channel(%channel) source_target_pair(%21) %arg32[%c0 to %c12 for %c12], %arg31[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg31 as !stream.resource<external>{%c12}
        %72 = stream.async.collective<send_recv : bf16>[%c6] channel(%channel) source_target_pair(%26) %arg32[%c0 to %c12 for %c12], %arg33[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg33 as !stream.resource<external>{%c12}
        %73 = stream.async.collective<send_recv : f32>[%c6] channel(%channel) source_target_pair(%21) %arg35[%c0 to %c24 for %c24], %arg34[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg34 as !stream.resource<external>{%c24}
        %74 = stream.async.collective<send_recv : f32>[%c6] channel(%channel) source_target_pair(%26) %arg35[%c0 to %c24 for %c24], %arg36[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg36 as !stream.resource<external>{%c24}
        %75 = stream.async.collective<send_recv : f64>[%c6] channel(%channel) source_target_pair(%21) %arg38[%c0 to %c48 for %c48], %arg37[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg37 as !stream.resource<external>{%c48}
        %76 = stream.async.collective<send_recv : f64>[%c6] channel(%channel) source_target_pair(%26) %arg38[%c0 to %c48 for %c48], %arg39[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg39 as !stream.resource<external>{%c48}
        stream.yield %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      stream.yield %60#0, %60#1, %60#2, %60#3, %60#4, %60#5, %60#6, %60#7, %60#8, %60#9, %60#10, %60#11, %60#12, %60#13, %60#14, %60#15 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    } => !stream.timepoint
    %27:16 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2, %results#3, %results#4, %results#5, %results#6, %results#7, %results#8, %results#9, %results#10, %results#11, %results#12, %results#13, %results#14, %results#15 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    %28 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#0 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %29 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#1 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %30 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#2 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %31 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#3 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %32 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#4 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %33 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#5 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %34 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#6 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %35 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#7 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %36 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#8 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %37 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#9 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %38 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#10 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %39 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#11 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %40 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#12 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %41 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#13 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %42 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#14 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %43 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27#15 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
