#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: !hal.buffer_view, %input1: !hal.buffer_view, %input2: !hal.buffer_view, %input3: !hal.buffer_view, %input4: !hal.buffer_view, %input5: !hal.buffer_view, %input6: !hal.buffer_view, %input7: !hal.buffer_view) -> (%output0: !hal.buffer_view, %output1: !hal.buffer_view, %output2: !hal.buffer_view, %output3: !hal.buffer_view, %output4: !hal.buffer_view, %output5: !hal.buffer_view, %output6: !hal.buffer_view, %output7: !hal.buffer_view, %output8: !hal.buffer_view, %output9: !hal.buffer_view, %output10: !hal.buffer_view, %output11: !hal.buffer_view, %output12: !hal.buffer_view, %output13: !hal.buffer_view, %output14: !hal.buffer_view, %output15: !hal.buffer_view)"}} {
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.constant 48 : index
    %c63_i8 = arith.constant 63 : i8
    %channel = stream.channel.create : !stream.channel
    %ccl_count = stream.channel.count %channel : index
    %0 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<2x3xi8> in !stream.resource<external>{%c6}
    %1 = stream.tensor.import %arg1 : !hal.buffer_view -> tensor<2x3xi16> in !stream.resource<external>{%c12}
    %2 = stream.tensor.import %arg2 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%c24}
    %3 = stream.tensor.import %arg3 : !hal.buffer_view -> tensor<2x3xi64> in !stream.resource<external>{%c48}
    %4 = stream.tensor.import %arg4 : !hal.buffer_view -> tensor<2x3xf16> in !stream.resource<external>{%c12}
    %5 = stream.tensor.import %arg5 : !hal.buffer_view -> tensor<2x3xbf16> in !stream.resource<external>{%c12}
    %6 = stream.tensor.import %arg6 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %7 = stream.tensor.import %arg7 : !hal.buffer_view -> tensor<2x3xf64> in !stream.resource<external>{%c48}
    %8 = arith.subi %ccl_count, %c1 : index
    %9 = arith.index_cast %8 : index to i32
    %results:16, %result_timepoint = stream.async.execute with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}) {
      %27 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
      %28:2 = stream.async.concurrent with(%27 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%27{%c6}, !stream.resource<external>{%c6}) {
        %44 = stream.async.collective<broadcast : si8>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
        stream.yield %44, %45 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}
      }
      %29:2 = stream.async.concurrent with(%28#1 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%28#1{%c6}, !stream.resource<external>{%c12}) {
        %44 = stream.async.collective<broadcast : si8>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %44, %45 : !stream.resource<external>{%c6}, !stream.resource<external>{%c12}
      }
      %30:2 = stream.async.concurrent with(%29#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%29#1{%c12}, !stream.resource<external>{%c12}) {
        %44 = stream.async.collective<broadcast : ui16>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %44, %45 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %31:2 = stream.async.concurrent with(%30#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%30#1{%c12}, !stream.resource<external>{%c24}) {
        %44 = stream.async.collective<broadcast : ui16>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %44, %45 : !stream.resource<external>{%c12}, !stream.resource<external>{%c24}
      }
      %32:2 = stream.async.concurrent with(%31#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%31#1{%c24}, !stream.resource<external>{%c24}) {
        %44 = stream.async.collective<broadcast : si32>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %44, %45 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %33:2 = stream.async.concurrent with(%32#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%32#1{%c24}, !stream.resource<external>{%c48}) {
        %44 = stream.async.collective<broadcast : si32>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %44, %45 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}
      }
      %34:2 = stream.async.concurrent with(%33#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%33#1{%c48}, !stream.resource<external>{%c48}) {
        %44 = stream.async.collective<broadcast : ui64>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %44, %45 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %35:2 = stream.async.concurrent with(%34#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%34#1{%c48}, !stream.resource<external>{%c12}) {
        %44 = stream.async.collective<broadcast : ui64>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %44, %45 : !stream.resource<external>{%c48}, !stream.resource<external>{%c12}
      }
      %36:2 = stream.async.concurrent with(%35#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%35#1{%c12}, !stream.resource<external>{%c12}) {
        %44 = stream.async.collective<broadcast : f16>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %44, %45 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %37:2 = stream.async.concurrent with(%36#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%36#1{%c12}, !stream.resource<external>{%c12}) {
        %44 = stream.async.collective<broadcast : f16>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %44, %45 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %38:2 = stream.async.concurrent with(%37#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%37#1{%c12}, !stream.resource<external>{%c12}) {
        %44 = stream.async.collective<broadcast : bf16>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %44, %45 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %39:2 = stream.async.concurrent with(%38#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%38#1{%c12}, !stream.resource<external>{%c24}) {
        %44 = stream.async.collective<broadcast : bf16>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %44, %45 : !stream.resource<external>{%c12}, !stream.resource<external>{%c24}
      }
      %40:2 = stream.async.concurrent with(%39#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%39#1{%c24}, !stream.resource<external>{%c24}) {
        %44 = stream.async.collective<broadcast : f32>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %44, %45 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %41:2 = stream.async.concurrent with(%40#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%40#1{%c24}, !stream.resource<external>{%c48}) {
        %44 = stream.async.collective<broadcast : f32>[%c6] channel(%channel) source(%9) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %44, %45 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}
      }
      %42:2 = stream.async.concurrent with(%41#1 as %arg16: !stream.resource<external>{%c48}, %arg15 as %arg17: !stream.resource<external>{%c48}) -> (%41#1{%c48}, !stream.resource<external>{%c48}) {
        %44 = stream.async.collective<broadcast : f64>[%c6] channel(%channel) source(%c0_i32) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %45 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %44, %45 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %43 = stream.async.collective<broadcast : f64>[%c6] channel(%channel) source(%9) %arg15[%c0 to %c48 for %c48], %42#1[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %42#1 as !stream.resource<external>{%c48}
      stream.yield %28#0, %29#0, %30#0, %31#0, %32#0, %33#0, %34#0, %35#0, %36#0, %37#0, %38#0, %39#0, %40#0, %41#0, %42#0, %43 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    } => !stream.timepoint
    %10:16 = stream.timepoint.await %result_timepoint => %results#15, %results#0, %results#1, %results#2, %results#3, %results#4, %results#5, %results#6, %results#7, %results#8, %results#9, %results#10, %results#11, %results#12, %results#13, %results#14 : !stream.resource<external>{%c48}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}
    %11 = stream.tensor.export %10#0 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %12 = stream.tensor.export %10#1 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %13 = stream.tensor.export %10#2 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %14 = stream.tensor.export %10#3 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %15 = stream.tensor.export %10#4 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %16 = stream.tensor.export %10#5 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %17 = stream.tensor.export %10#6 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %18 = stream.tensor.export %10#7 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %19 = stream.tensor.export %10#8 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %20 = stream.tensor.export %10#9 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %21 = stream.tensor.export %10#10 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %22 = stream.tensor.export %10#11 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %23 = stream.tensor.export %10#12 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %24 = stream.tensor.export %10#13 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %25 = stream.tensor.export %10#14 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %26 = stream.tensor.export %10#15 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %11 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
