module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xf16>, %input1: tensor<2x3xbf16>, %input2: tensor<2x3xf32>, %input3: tensor<2x3xf64>) -> (%output0: tensor<2x3xf16>, %output1: tensor<2x3xf16>, %output2: tensor<2x3xf16>, %output3: tensor<2x3xf16>, %output4: tensor<2x3xf16>, %output5: tensor<2x3xbf16>, %output6: tensor<2x3xbf16>, %output7: tensor<2x3xbf16>, %output8: tensor<2x3xbf16>, %output9: tensor<2x3xbf16>, %output10: tensor<2x3xf32>, %output11: tensor<2x3xf32>, %output12: tensor<2x3xf32>, %output13: tensor<2x3xf32>, %output14: tensor<2x3xf32>, %output15: tensor<2x3xf64>, %output16: tensor<2x3xf64>, %output17: tensor<2x3xf64>, %output18: tensor<2x3xf64>, %output19: tensor<2x3xf64>)"}} {
    %c0 = arith.constant 0 : index
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
    %c48 = arith.constant 48 : index
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c6 = arith.constant 6 : index
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
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1280} => !stream.timepoint
    %4 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg4: !stream.resource<external>{%c12}, %1 as %arg5: !stream.resource<external>{%c12}, %2 as %arg6: !stream.resource<external>{%c24}, %3 as %arg7: !stream.resource<external>{%c48}, %result as %arg8: !stream.resource<external>{%c1280}) {
      stream.cmd.concurrent {
        stream.cmd.collective<all_reduce with sum : f16>[%c6] channel(%channel) {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c0 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with product : f16>[%c6] channel(%channel) {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c64 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with minimum : f16>[%c6] channel(%channel) {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c128 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with maximum : f16>[%c6] channel(%channel) {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c192 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with average : f16>[%c6] channel(%channel) {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c256 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with sum : bf16>[%c6] channel(%channel) {
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c320 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with product : bf16>[%c6] channel(%channel) {
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c384 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with minimum : bf16>[%c6] channel(%channel) {
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c448 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with maximum : bf16>[%c6] channel(%channel) {
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c512 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with average : bf16>[%c6] channel(%channel) {
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg8[%c576 for %c12] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with sum : f32>[%c6] channel(%channel) {
          ro %arg6[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg8[%c640 for %c24] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with product : f32>[%c6] channel(%channel) {
          ro %arg6[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg8[%c704 for %c24] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with minimum : f32>[%c6] channel(%channel) {
          ro %arg6[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg8[%c768 for %c24] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with maximum : f32>[%c6] channel(%channel) {
          ro %arg6[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg8[%c832 for %c24] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with average : f32>[%c6] channel(%channel) {
          ro %arg6[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg8[%c896 for %c24] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with sum : f64>[%c6] channel(%channel) {
          ro %arg7[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg8[%c960 for %c48] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with product : f64>[%c6] channel(%channel) {
          ro %arg7[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg8[%c1024 for %c48] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with minimum : f64>[%c6] channel(%channel) {
          ro %arg7[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg8[%c1088 for %c48] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with maximum : f64>[%c6] channel(%channel) {
          ro %arg7[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg8[%c1152 for %c48] : !stream.resource<external>{%c1280}
        }
        stream.cmd.collective<all_reduce with average : f64>[%c6] channel(%channel) {
          ro %arg7[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg8[%c1216 for %c48] : !stream.resource<external>{%c1280}
        }
      }
    } => !stream.timepoint
    %5 = stream.timepoint.await %4 => %result : !stream.resource<external>{%c1280}
    %6 = stream.resource.subview %5[%c0] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %7 = stream.resource.subview %5[%c64] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %8 = stream.resource.subview %5[%c128] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %9 = stream.resource.subview %5[%c192] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %10 = stream.resource.subview %5[%c256] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %11 = stream.resource.subview %5[%c320] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %12 = stream.resource.subview %5[%c384] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %13 = stream.resource.subview %5[%c448] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %14 = stream.resource.subview %5[%c512] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %15 = stream.resource.subview %5[%c576] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c12}
    %16 = stream.resource.subview %5[%c640] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c24}
    %17 = stream.resource.subview %5[%c704] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c24}
    %18 = stream.resource.subview %5[%c768] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c24}
    %19 = stream.resource.subview %5[%c832] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c24}
    %20 = stream.resource.subview %5[%c896] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c24}
    %21 = stream.resource.subview %5[%c960] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c48}
    %22 = stream.resource.subview %5[%c1024] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c48}
    %23 = stream.resource.subview %5[%c1088] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c48}
    %24 = stream.resource.subview %5[%c1152] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c48}
    %25 = stream.resource.subview %5[%c1216] : !stream.resource<external>{%c1280} -> !stream.resource<external>{%c48}
    %26 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %27 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %28 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %29 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %30 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %31 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %32 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %33 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %34 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %35 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %36 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %37 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %38 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %39 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %19 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %40 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %41 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %42 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %22 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %43 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %44 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %24 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %45 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %25 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
