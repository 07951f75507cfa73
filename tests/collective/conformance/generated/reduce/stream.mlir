module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: !hal.buffer_view, %input1: !hal.buffer_view, %input2: !hal.buffer_view, %input3: !hal.buffer_view, %input4: !hal.buffer_view, %input5: !hal.buffer_view, %input6: !hal.buffer_view, %input7: !hal.buffer_view) -> (%output0: !hal.buffer_view, %output1: !hal.buffer_view, %output2: !hal.buffer_view, %output3: !hal.buffer_view, %output4: !hal.buffer_view, %output5: !hal.buffer_view, %output6: !hal.buffer_view, %output7: !hal.buffer_view, %output8: !hal.buffer_view, %output9: !hal.buffer_view, %output10: !hal.buffer_view, %output11: !hal.buffer_view, %output12: !hal.buffer_view, %output13: !hal.buffer_view, %output14: !hal.buffer_view, %output15: !hal.buffer_view, %output16: !hal.buffer_view, %output17: !hal.buffer_view, %output18: !hal.buffer_view, %output19: !hal.buffer_view, %output20: !hal.buffer_view, %output21: !hal.buffer_view, %output22: !hal.buffer_view, %output23: !hal.buffer_view, %output24: !hal.buffer_view, %output25: !hal.buffer_view, %output26: !hal.buffer_view, %output27: !hal.buffer_view, %output28: !hal.buffer_view, %output29: !hal.buffer_view, %output30: !hal.buffer_view, %output31: !hal.buffer_view, %output32: !hal.buffer_view, %output33: !hal.buffer_view, %output34: !hal.buffer_view, %output35: !hal.buffer_view, %output36: !hal.buffer_view, %output37: !hal.buffer_view, %output38: !hal.buffer_view, %output39: !hal.buffer_view)"}} {
    %c0 = arith.constant 0 : index
    %c2560 = arith.constant 2560 : index
    %c2496 = arith.constant 2496 : index
    %c2432 = arith.constant 2432 : index
    %c2368 = arith.constant 2368 : index
    %c2304 = arith.constant 2304 : index
    %c2240 = arith.constant 2240 : index
    %c2176 = arith.constant 2176 : index
    %c2112 = arith.constant 2112 : index
    %c2048 = arith.constant 2048 : index
    %c1984 = arith.constant 1984 : index
    %c1920 = arith.constant 1920 : index
    %c1856 = arith.constant 1856 : index
    %c1792 = arith.constant 1792 : index
    %c1728 = arith.constant 1728 : index
    %c1664 = arith.constant 1664 : index
    %c1600 = arith.constant 1600 : index
    %c1536 = arith.constant 1536 : index
    %c1472 = arith.constant 1472 : index
    %c1408 = arith.constant 1408 : index
    %c1344 = arith.constant 1344 : index
    %c1280 = arith.constant 1280 : index
    %c1216 = arith.constant 1216 : index
    %c1152 = arith.constant 1152 : index
    %c1088 = arith.constant 1088 : index
    %c1024 = arith.constant 1024 : index
    %c960 = arith.constant 960 : index
    %c896 = arith.constant 896 : index
    %c832 = arith.constant 832 : index
    %c768 = arith.constant 768 : index
    %c704 = arith.constant 704 : index
    %c640 = arith.constant 640 : index
    %c576 = arith.constant 576 : index
    %c512 = arith.constant 512 : index
    %c448 = arith.constant 448 : index
    %c384 = arith.constant 384 : index
    %c320 = arith.constant 320 : index
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
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
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c2560} => !stream.timepoint
    %16 = stream.cmd.execute await(%result_timepoint) => with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}, %result as %arg16: !stream.resource<external>{%c2560}) {
      stream.cmd.fill %c63_i8, %arg16[%c0 for %c6] : i8 -> !stream.resource<external>{%c2560}
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : si8>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c0 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c64 for %c6] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : si8>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c64 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c128 for %c6] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : si8>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c128 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c192 for %c6] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : si8>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c192 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c256 for %c6] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : si8>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c256 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c320 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : ui16>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c320 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c384 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : ui16>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c384 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c448 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : ui16>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c448 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c512 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : ui16>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c512 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c576 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : ui16>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c576 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c640 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : si32>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c640 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c704 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : si32>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c704 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c768 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : si32>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c768 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c832 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : si32>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c832 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c896 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : si32>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c896 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c960 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : ui64>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c960 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1024 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : ui64>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c1024 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1088 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : ui64>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c1088 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1152 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : ui64>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c1152 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1216 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : ui64>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c1216 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1280 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : f16>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1280 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1344 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : f16>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1344 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1408 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : f16>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1408 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1472 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : f16>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1472 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1536 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : f16>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1536 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1600 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : bf16>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1600 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1664 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : bf16>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1664 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1728 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : bf16>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1728 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1792 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : bf16>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1792 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1856 for %c12] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : bf16>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c1856 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1920 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : f32>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1920 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c1984 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : f32>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1984 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2048 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : f32>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c2048 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2112 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : f32>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c2112 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2176 for %c24] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with average : f32>[%c6] channel(%channel) param(%15 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c2176 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2240 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with sum : f64>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2240 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2304 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with product : f64>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2304 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2368 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with minimum : f64>[%c6] channel(%channel) param(%11 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2368 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2432 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<reduce with maximum : f64>[%c6] channel(%channel) param(%13 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2432 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.fill %c63_i8, %arg16[%c2496 for %c48] : i8 -> !stream.resource<external>{%c2560}
      }
      stream.cmd.collective<reduce with average : f64>[%c6] channel(%channel) param(%15 : i32) {
        ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
        wo %arg16[%c2496 for %c48] : !stream.resource<external>{%c2560}
      }
    } => !stream.timepoint
    %17 = stream.timepoint.await %16 => %result : !stream.resource<external>{%c2560}
    %18 = stream.resource.subview %17[%c2496] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %19 = stream.resource.subview %17[%c0] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %20 = stream.resource.subview %17[%c64] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %21 = stream.resource.subview %17[%c128] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %22 = stream.resource.subview %17[%c192] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %23 = stream.resource.subview %17[%c256] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %24 = stream.resource.subview %17[%c320] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %25 = stream.resource.subview %17[%c384] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %26 = stream.resource.subview %17[%c448] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %27 = stream.resource.subview %17[%c512] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %28 = stream.resource.subview %17[%c576] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %29 = stream.resource.subview %17[%c640] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %30 = stream.resource.subview %17[%c704] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %31 = stream.resource.subview %17[%c768] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %32 = stream.resource.subview %17[%c832] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %33 = stream.resource.subview %17[%c896] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %34 = stream.resource.subview %17[%c960] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %35 = stream.resource.subview %17[%c1024] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %36 = stream.resource.subview %17[%c1088] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %37 = stream.resource.subview %17[%c1152] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %38 = stream.resource.subview %17[%c1216] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %39 = stream.resource.subview %17[%c1280] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %40 = stream.resource.subview %17[%c1344] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %41 = stream.resource.subview %17[%c1408] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %42 = stream.resource.subview %17[%c1472] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %43 = stream.resource.subview %17[%c1536] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %44 = stream.resource.subview %17[%c1600] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %45 = stream.resource.subview %17[%c1664] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %46 = stream.resource.subview %17[%c1728] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %47 = stream.resource.subview %17[%c1792] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %48 = stream.resource.subview %17[%c1856] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %49 = stream.resource.subview %17[%c1920] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %50 = stream.resource.subview %17[%c1984] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %51 = stream.resource.subview %17[%c2048] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %52 = stream.resource.subview %17[%c2112] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %53 = stream.resource.subview %17[%c2176] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %54 = stream.resource.subview %17[%c2240] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %55 = stream.resource.subview %17[%c2304] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %56 = stream.resource.subview %17[%c2368] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %57 = stream.resource.subview %17[%c2432] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %58 = stream.tensor.export %18 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %59 = stream.tensor.export %19 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %60 = stream.tensor.export %20 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %61 = stream.tensor.export %21 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %62 = stream.tensor.export %22 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %63 = stream.tensor.export %23 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %64 = stream.tensor.export %24 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %65 = stream.tensor.export %25 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %66 = stream.tensor.export %26 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %67 = stream.tensor.export %27 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %68 = stream.tensor.export %28 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %69 = stream.tensor.export %29 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %70 = stream.tensor.export %30 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %71 = stream.tensor.export %31 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %72 = stream.tensor.export %32 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %73 = stream.tensor.export %33 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %74 = stream.tensor.export %34 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %75 = stream.tensor.export %35 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %76 = stream.tensor.export %36 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %77 = stream.tensor.export %37 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %78 = stream.tensor.export %38 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %79 = stream.tensor.export %39 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %80 = stream.tensor.export %40 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %81 = stream.tensor.export %41 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %82 = stream.tensor.export %42 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %83 = stream.tensor.export %43 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %84 = stream.tensor.export %44 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %85 = stream.tensor.export %45 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %86 = stream.tensor.export %46 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %87 = stream.tensor.export %47 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %88 = stream.tensor.export %48 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %89 = stream.tensor.export %49 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %90 = stream.tensor.export %50 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %91 = stream.tensor.export %51 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %92 = stream.tensor.export %52 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %93 = stream.tensor.export %53 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %94 = stream.tensor.export %54 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %95 = stream.tensor.export %55 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %96 = stream.tensor.export %56 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %97 = stream.tensor.export %57 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %58 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
