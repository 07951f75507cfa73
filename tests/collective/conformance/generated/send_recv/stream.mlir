module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi8>, %input1: tensor<2x3xi16>, %input2: tensor<2x3xi32>, %input3: tensor<2x3xi64>, %input4: tensor<2x3xf16>, %input5: tensor<2x3xbf16>, %input6: tensor<2x3xf32>, %input7: tensor<2x3xf64>) -> (%output0: tensor<2x3xi8>, %output1: tensor<2x3xi8>, %output2: tensor<2x3xi16>, %output3: tensor<2x3xi16>, %output4: tensor<2x3xi32>, %output5: tensor<2x3xi32>, %output6: tensor<2x3xi64>, %output7: tensor<2x3xi64>, %output8: tensor<2x3xf16>, %output9: tensor<2x3xf16>, %output10: tensor<2x3xbf16>, %output11: tensor<2x3xbf16>, %output12: tensor<2x3xf32>, %output13: tensor<2x3xf32>, %output14: tensor<2x3xf64>, %output15: tensor<2x3xf64>)"}} {
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
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1024} => !stream.timepoint
    %27 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg8: !stream.resource<external>{%c6}, %1 as %arg9: !stream.resource<external>{%c12}, %2 as %arg10: !stream.resource<external>{%c24}, %3 as %arg11: !stream.resource<external>{%c48}, %4 as %arg12: !stream.resource<external>{%c12}, %5 as %arg13: !stream.resource<external>{%c12}, %6 as %arg14: !stream.resource<external>{%c24}, %7 as %arg15: !stream.resource<external>{%c48}, %result as %arg16: !stream.resource<external>{%c1024}) {
      stream.cmd.concurrent {
        stream.cmd.collective<send_recv : si8>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c0 for %c6] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : si8>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg8[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg16[%c64 for %c6] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : ui16>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c128 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : ui16>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg9[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c192 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : si32>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c256 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : si32>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg10[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c320 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : ui64>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c384 for %c48] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : ui64>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg11[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c448 for %c48] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : f16>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c512 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : f16>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg12[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c576 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : bf16>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c640 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : bf16>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg13[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c704 for %c12] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : f32>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c768 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : f32>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg14[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c832 for %c24] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : f64>[%c6] channel(%channel) param(%21 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c896 for %c48] : !stream.resource<external>{%c1024}
        }
        stream.cmd.collective<send_recv : f64>[%c6] channel(%channel) param(%26 : i32) {
          ro %arg15[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c960 for %c48] : !stream.resource<external>{%c1024}
        }
      }
    } => !stream.timepoint
    %28 = stream.timepoint.await %27 => %result : !stream.resource<external>{%c1024}
    %29 = stream.resource.subview %28[%c0] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c6}
    %30 = stream.resource.subview %28[%c64] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c6}
    %31 = stream.resource.subview %28[%c128] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %32 = stream.resource.subview %28[%c192] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %33 = stream.resource.subview %28[%c256] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %34 = stream.resource.subview %28[%c320] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %35 = stream.resource.subview %28[%c384] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %36 = stream.resource.subview %28[%c448] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %37 = stream.resource.subview %28[%c512] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %38 = stream.resource.subview %28[%c576] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %39 = stream.resource.subview %28[%c640] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %40 = stream.resource.subview %28[%c704] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c12}
    %41 = stream.resource.subview %28[%c768] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %42 = stream.resource.subview %28[%c832] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c24}
    %43 = stream.resource.subview %28[%c896] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %44 = stream.resource.subview %28[%c960] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %45 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %29 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %46 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %30 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %47 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %31 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %48 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %32 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %49 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %33 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %50 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %34 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %51 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %35 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %52 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %36 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %53 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %37 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %54 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %38 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %55 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %39 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %56 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %40 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %57 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %41 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %58 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %42 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %59 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %43 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %60 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %44 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
