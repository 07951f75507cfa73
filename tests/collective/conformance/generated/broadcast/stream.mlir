module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: !hal.buffer_view, %input1: !hal.buffer_view, %input2: !hal.buffer_view, %input3: !hal.buffer_view, %input4: !hal.buffer_view, %input5: !hal.buffer_view, %input6: !hal.buffer_view, %input7: !hal.buffer_view) -> (%output0: !hal.buffer_view, %output1: !hal.buffer_view, %output2: !hal.buffer_view, %output3: !hal.buffer_view, %output4: !hal.buffer_view, %output5: !hal.buffer_view, %output6: !hal.buffer_view, %output7: !hal.buffer_view, %output8: !hal.buffer_view, %output9: !hal.buffer_view, %output10: !hal.buffer_view, %output11: !hal.buffer_view, %output12: !hal.buffer_view, %output13: !hal.buffer_view, %output14: !hal.buffer_view, %output15: !hal.buffer_view)"}} {
    %c0 = arith.constant 0 : index
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
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1024} => !stream.timepoint
    %10 = stream.cmd.execute await(%result_timepoint) => with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}, %result as %arg16: !stream.resource<external>{%c1024}) {
      stream.cmd.fill %c63_i8, %arg16[%c0 for %c6] : i8 -> !stream.resource<external>{%c1024}
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : si8>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c0 for %c6] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c64 for %c6] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : si8>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c64 for %c6] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c128 for %c12] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : ui16>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c128 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c192 for %c12] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : ui16>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c192 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c256 for %c24] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : si32>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c256 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c320 for %c24] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : si32>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c320 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c384 for %c48] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : ui64>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c384 for %c48] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c448 for %c48] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : ui64>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c448 for %c48] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c512 for %c12] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : f16>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c512 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c576 for %c12] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : f16>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c576 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c640 for %c12] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : bf16>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c640 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c704 for %c12] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : bf16>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c704 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c768 for %c24] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : f32>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c768 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c832 for %c24] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : f32>[%c6] channel(%channel) param(%9 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c832 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c896 for %c48] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.collective<broadcast : f64>[%c6] channel(%channel) param(%c0_i32 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c896 for %c48] : !stream.resource<external>{%c1024}
        }
        stream.cmd.fill %c63_i8, %arg16[%c960 for %c48] : i8 -> !stream.resource<external>{%c1024}
      }
      stream.cmd.collective<broadcast : f64>[%c6] channel(%channel) param(%9 : i32) {
        ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
        wo %arg16[%c960 for %c48] : !stream.resource<external>{%c1024}
      }
    } => !stream.timepoint
    %11 = stream.timepoint.await %10 => %result : !stream.resource<external>{%c1024}
    %12 = stream.resource.subview %11[%c960] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %13 = stream.resource.subview %11[%c0] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c6}
    %14 = stream.resource.subview %11[%c64] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c6}
    %15 = stream.resource.subview %11[%c128] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %16 = stream.resource.subview %11[%c192] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %17 = stream.resource.subview %11[%c256] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %18 = stream.resource.subview %11[%c320] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %19 = stream.resource.subview %11[%c384] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %20 = stream.resource.subview %11[%c448] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %21 = stream.resource.subview %11[%c512] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %22 = stream.resource.subview %11[%c576] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %23 = stream.resource.subview %11[%c640] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %24 = stream.resource.subview %11[%c704] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %25 = stream.resource.subview %11[%c768] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %26 = stream.resource.subview %11[%c832] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %27 = stream.resource.subview %11[%c896] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %28 = stream.tensor.export %12 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %29 = stream.tensor.export %13 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %30 = stream.tensor.export %14 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %31 = stream.tensor.export %15 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %32 = stream.tensor.export %16 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %33 = stream.tensor.export %17 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %34 = stream.tensor.export %18 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %35 = stream.tensor.export %19 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %36 = stream.tensor.export %20 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %37 = stream.tensor.export %21 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %38 = stream.tensor.export %22 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %39 = stream.tensor.export %23 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %40 = stream.tensor.export %24 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %41 = stream.tensor.export %25 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %42 = stream.tensor.export %26 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %43 = stream.tensor.export %27 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %28 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
