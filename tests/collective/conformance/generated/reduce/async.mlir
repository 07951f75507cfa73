#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: !hal.buffer_view, %input1: !hal.buffer_view, %input2: !hal.buffer_view, %input3: !hal.buffer_view, %input4: !hal.buffer_view, %input5: !hal.buffer_view, %input6: !hal.buffer_view, %input7: !hal.buffer_view) -> (%output0: !hal.buffer_view, %output1: !hal.buffer_view, %output2: !hal.buffer_view, %output3: !hal.buffer_view, %output4: !hal.buffer_view, %output5: !hal.buffer_view, %output6: !hal.buffer_view, %output7: !hal.buffer_view, %output8: !hal.buffer_view, %output9: !hal.buffer_view, %output10: !hal.buffer_view, %output11: !hal.buffer_view, %output12: !hal.buffer_view, %output13: !hal.buffer_view, %output14: !hal.buffer_view, %output15: !hal.buffer_view, %output16: !hal.buffer_view, %output17: !hal.buffer_view, %output18: !hal.buffer_view, %output19: !hal.buffer_view, %output20: !hal.buffer_view, %output21: !hal.buffer_view, %output22: !hal.buffer_view, %output23: !hal.buffer_view, %output24: !hal.buffer_view, %output25: !hal.buffer_view, %output26: !hal.buffer_view, %output27: !hal.buffer_view, %output28: !hal.buffer_view, %output29: !hal.buffer_view, %output30: !hal.buffer_view, %output31: !hal.buffer_view, %output32: !hal.buffer_view, %output33: !hal.buffer_view, %output34: !hal.buffer_view, %output35: !hal.buffer_view, %output36: !hal.buffer_view, %output37: !hal.buffer_view, %output38: !hal.buffer_view, %output39: !hal.buffer_view)"}} {
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
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
    %8 = arith.remui %c1, %ccl_count : index
    %9 = arith.index_castui %8 : index to i32
    %10 = arith.remui %c2, %ccl_count : index
    %11 = arith.index_castui %10 : index to i32
    %12 = arith.remui %c3, %ccl_count : index
    %13 = arith.index_castui %12 : index to i32
    %14 = arith.remui %c4, %ccl_count : index
    %15 = arith.index_castui %14 : index to i32
    %results:40, %result_timepoint = stream.async.execute with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}) {
      %57 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
      %58:2 = stream.async.concurrent with(%57 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%57{%c6}, !stream.resource<external>{%c6}) {
        %98 = stream.async.collective<reduce with sum : si8>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
        stream.yield %98, %99 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}
      }
      %59:2 = stream.async.concurrent with(%58#1 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%58#1{%c6}, !stream.resource<external>{%c6}) {
        %98 = stream.async.collective<reduce with product : si8>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
        stream.yield %98, %99 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}
      }
      %60:2 = stream.async.concurrent with(%59#1 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%59#1{%c6}, !stream.resource<external>{%c6}) {
        %98 = stream.async.collective<reduce with minimum : si8>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
        stream.yield %98, %99 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}
      }
      %61:2 = stream.async.concurrent with(%60#1 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%60#1{%c6}, !stream.resource<external>{%c6}) {
        %98 = stream.async.collective<reduce with maximum : si8>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
        stream.yield %98, %99 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}
      }
      %62:2 = stream.async.concurrent with(%61#1 as %arg16: !stream.resource<external>{%c6}, %arg8 as %arg17: !stream.resource<external>{%c6}) -> (%61#1{%c6}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with average : si8>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c6 for %c6], %arg16[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %arg16 as !stream.resource<external>{%c6}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c6}, !stream.resource<external>{%c12}
      }
      %63:2 = stream.async.concurrent with(%62#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%62#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with sum : ui16>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %64:2 = stream.async.concurrent with(%63#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%63#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with product : ui16>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %65:2 = stream.async.concurrent with(%64#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%64#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with minimum : ui16>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %66:2 = stream.async.concurrent with(%65#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%65#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with maximum : ui16>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %67:2 = stream.async.concurrent with(%66#1 as %arg16: !stream.resource<external>{%c12}, %arg9 as %arg17: !stream.resource<external>{%c12}) -> (%66#1{%c12}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with average : ui16>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c24}
      }
      %68:2 = stream.async.concurrent with(%67#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%67#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with sum : si32>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %69:2 = stream.async.concurrent with(%68#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%68#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with product : si32>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %70:2 = stream.async.concurrent with(%69#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%69#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with minimum : si32>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %71:2 = stream.async.concurrent with(%70#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%70#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with maximum : si32>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %72:2 = stream.async.concurrent with(%71#1 as %arg16: !stream.resource<external>{%c24}, %arg10 as %arg17: !stream.resource<external>{%c24}) -> (%71#1{%c24}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with average : si32>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}
      }
      %73:2 = stream.async.concurrent with(%72#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%72#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with sum : ui64>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %74:2 = stream.async.concurrent with(%73#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%73#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with product : ui64>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %75:2 = stream.async.concurrent with(%74#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%74#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with minimum : ui64>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %76:2 = stream.async.concurrent with(%75#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%75#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with maximum : ui64>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %77:2 = stream.async.concurrent with(%76#1 as %arg16: !stream.resource<external>{%c48}, %arg11 as %arg17: !stream.resource<external>{%c48}) -> (%76#1{%c48}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with average : ui64>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c12}
      }
      %78:2 = stream.async.concurrent with(%77#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%77#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with sum : f16>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %79:2 = stream.async.concurrent with(%78#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%78#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with product : f16>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %80:2 = stream.async.concurrent with(%79#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%79#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with minimum : f16>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %81:2 = stream.async.concurrent with(%80#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%80#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with maximum : f16>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %82:2 = stream.async.concurrent with(%81#1 as %arg16: !stream.resource<external>{%c12}, %arg12 as %arg17: !stream.resource<external>{%c12}) -> (%81#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with average : f16>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %83:2 = stream.async.concurrent with(%82#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%82#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with sum : bf16>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %84:2 = stream.async.concurrent with(%83#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%83#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with product : bf16>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %85:2 = stream.async.concurrent with(%84#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%84#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with minimum : bf16>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %86:2 = stream.async.concurrent with(%85#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%85#1{%c12}, !stream.resource<external>{%c12}) {
        %98 = stream.async.collective<reduce with maximum : bf16>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c12}
      }
      %87:2 = stream.async.concurrent with(%86#1 as %arg16: !stream.resource<external>{%c12}, %arg13 as %arg17: !stream.resource<external>{%c12}) -> (%86#1{%c12}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with average : bf16>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c12 for %c12], %arg16[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %arg16 as !stream.resource<external>{%c12}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c12}, !stream.resource<external>{%c24}
      }
      %88:2 = stream.async.concurrent with(%87#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%87#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with sum : f32>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %89:2 = stream.async.concurrent with(%88#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%88#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with product : f32>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %90:2 = stream.async.concurrent with(%89#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%89#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with minimum : f32>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %91:2 = stream.async.concurrent with(%90#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%90#1{%c24}, !stream.resource<external>{%c24}) {
        %98 = stream.async.collective<reduce with maximum : f32>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}
      }
      %92:2 = stream.async.concurrent with(%91#1 as %arg16: !stream.resource<external>{%c24}, %arg14 as %arg17: !stream.resource<external>{%c24}) -> (%91#1{%c24}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with average : f32>[%c6] channel(%channel) target(%15) %arg17[%c0 to %c24 for %c24], %arg16[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg16 as !stream.resource<external>{%c24}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c24}, !stream.resource<external>{%c48}
      }
      %93:2 = stream.async.concurrent with(%92#1 as %arg16: !stream.resource<external>{%c48}, %arg15 as %arg17: !stream.resource<external>{%c48}) -> (%92#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with sum : f64>[%c6] channel(%channel) target(%c0_i32) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %94:2 = stream.async.concurrent with(%93#1 as %arg16: !stream.resource<external>{%c48}, %arg15 as %arg17: !stream.resource<external>{%c48}) -> (%93#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with product : f64>[%c6] channel(%channel) target(%9) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %95:2 = stream.async.concurrent with(%94#1 as %arg16: !stream.resource<external>{%c48}, %arg15 as %arg17: !stream.resource<external>{%c48}) -> (%94#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with minimum : f64>[%c6] channel(%channel) target(%11) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %96:2 = stream.async.concurrent with(%95#1 as %arg16: !stream.resource<external>{%c48}, %arg15 as %arg17: !stream.resource<external>{%c48}) -> (%95#1{%c48}, !stream.resource<external>{%c48}) {
        %98 = stream.async.collective<reduce with maximum : f64>[%c6] channel(%channel) target(%13) %arg17[%c0 to %c48 for %c48], %arg16[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %arg16 as !stream.resource<external>{%c48}
        %99 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        stream.yield %98, %99 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
      }
      %97 = stream.async.collective<reduce with average : f64>[%c6] channel(%channel) target(%15) %arg15[%c0 to %c48 for %c48], %96#1[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %96#1 as !stream.resource<external>{%c48}
      stream.yield %58#0, %59#0, %60#0, %61#0, %62#0, %63#0, %64#0, %65#0, %66#0, %67#0, %68#0, %69#0, %70#0, %71#0, %72#0, %73#0, %74#0, %75#0, %76#0, %77#0, %78#0, %79#0, %80#0, %81#0, %82#0, %83#0, %84#0, %85#0, %86#0, %87#0, %88#0, %89#0, %90#0, %91#0, %92#0, %93#0, %94#0, %95#0, %96#0, %97 : !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    } => !stream.timepoint
    %16:40 = stream.timepoint.await %result_timepoint => %results#39, %results#0, %results#1, %results#2, %results#3, %results#4, %results#5, %results#6, %results#7, %results#8, %results#9, %results#10, %results#11, %results#12, %results#13, %results#14, %results#15, %results#16, %results#17, %results#18, %results#19, %results#20, %results#21, %results#22, %results#23, %results#24, %results#25, %results#26, %results#27, %results#28, %results#29, %results#30, %results#31, %results#32, %results#33, %results#34, %results#35, %results#36, %results#37, %results#38 : !stream.resource<external>{%c48}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c6}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c12}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c48}
    %17 = stream.tensor.export %16#0 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %18 = stream.tensor.export %16#1 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %19 = stream.tensor.export %16#2 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %20 = stream.tensor.export %16#3 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %21 = stream.tensor.export %16#4 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %22 = stream.tensor.export %16#5 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %23 = stream.tensor.export %16#6 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %24 = stream.tensor.export %16#7 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %25 = stream.tensor.export %16#8 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %26 = stream.tensor.export %16#9 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %27 = stream.tensor.export %16#10 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %28 = stream.tensor.export %16#11 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %29 = stream.tensor.export %16#12 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %30 = stream.tensor.export %16#13 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %31 = stream.tensor.export %16#14 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %32 = stream.tensor.export %16#15 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %33 = stream.tensor.export %16#16 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %34 = stream.tensor.export %16#17 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %35 = stream.tensor.export %16#18 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %36 = stream.tensor.export %16#19 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %37 = stream.tensor.export %16#20 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %38 = stream.tensor.export %16#21 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %39 = stream.tensor.export %16#22 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %40 = stream.tensor.export %16#23 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %41 = stream.tensor.export %16#24 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %42 = stream.tensor.export %16#25 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %43 = stream.tensor.export %16#26 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %44 = stream.tensor.export %16#27 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %45 = stream.tensor.export %16#28 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %46 = stream.tensor.export %16#29 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %47 = stream.tensor.export %16#30 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %48 = stream.tensor.export %16#31 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %49 = stream.tensor.export %16#32 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %50 = stream.tensor.export %16#33 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %51 = stream.tensor.export %16#34 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %52 = stream.tensor.export %16#35 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %53 = stream.tensor.export %16#36 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %54 = stream.tensor.export %16#37 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %55 = stream.tensor.export %16#38 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %56 = stream.tensor.export %16#39 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %17 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
