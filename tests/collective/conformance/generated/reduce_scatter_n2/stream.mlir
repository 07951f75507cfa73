module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x3xi8>, %input1: tensor<4x3xi16>, %input2: tensor<4x3xi32>, %input3: tensor<4x3xi64>, %input4: tensor<4x3xf16>, %input5: tensor<4x3xbf16>, %input6: tensor<4x3xf32>, %input7: tensor<4x3xf64>) -> (%output0: tensor<2x3xi8>, %output1: tensor<2x3xi8>, %output2: tensor<2x3xi8>, %output3: tensor<2x3xi8>, %output4: tensor<2x3xi8>, %output5: tensor<2x3xi16>, %output6: tensor<2x3xi16>, %output7: tensor<2x3xi16>, %output8: tensor<2x3xi16>, %output9: tensor<2x3xi16>, %output10: tensor<2x3xi32>, %output11: tensor<2x3xi32>, %output12: tensor<2x3xi32>, %output13: tensor<2x3xi32>, %output14: tensor<2x3xi32>, %output15: tensor<2x3xi64>, %output16: tensor<2x3xi64>, %output17: tensor<2x3xi64>, %output18: tensor<2x3xi64>, %output19: tensor<2x3xi64>, %output20: tensor<2x3xf16>, %output21: tensor<2x3xf16>, %output22: tensor<2x3xf16>, %output23: tensor<2x3xf16>, %output24: tensor<2x3xf16>, %output25: tensor<2x3xbf16>, %output26: tensor<2x3xbf16>, %output27: tensor<2x3xbf16>, %output28: tensor<2x3xbf16>, %output29: tensor<2x3xbf16>, %output30: tensor<2x3xf32>, %output31: tensor<2x3xf32>, %output32: tensor<2x3xf32>, %output33: tensor<2x3xf32>, %output34: tensor<2x3xf32>, %output35: tensor<2x3xf64>, %output36: tensor<2x3xf64>, %output37: tensor<2x3xf64>, %output38: tensor<2x3xf64>, %output39: tensor<2x3xf64>)"}} {
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
    %c96 = arith.constant 96 : index
    %c48 = arith.constant 48 : index
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c6 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c3]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x3xi8> in !stream.resource<external>{%c12}
    %element_type_i16 = hal.element_type<i16> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4, %c3]) type(%element_type_i16) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x3xi16> in !stream.resource<external>{%c24}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4, %c3]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<4x3xi32> in !stream.resource<external>{%c48}
    %element_type_i64 = hal.element_type<i64> : i32
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c4, %c3]) type(%element_type_i64) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<4x3xi64> in !stream.resource<external>{%c96}
    %element_type_f16 = hal.element_type<f16> : i32
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c4, %c3]) type(%element_type_f16) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<4x3xf16> in !stream.resource<external>{%c24}
    %element_type_bf16 = hal.element_type<bf16> : i32
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("input5") shape([%c4, %c3]) type(%element_type_bf16) encoding(%dense_row_major)
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg5 : !hal.buffer_view -> tensor<4x3xbf16> in !stream.resource<external>{%c24}
    %element_type_f32 = hal.element_type<f32> : i32
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("input6") shape([%c4, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg6 : !hal.buffer_view -> tensor<4x3xf32> in !stream.resource<external>{%c48}
    %element_type_f64 = hal.element_type<f64> : i32
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("input7") shape([%c4, %c3]) type(%element_type_f64) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg7 : !hal.buffer_view -> tensor<4x3xf64> in !stream.resource<external>{%c96}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c2560} => !stream.timepoint
    %8 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg8: !stream.resource<external>{%c12}, %1 as %arg9: !stream.resource<external>{%c24}, %2 as %arg10: !stream.resource<external>{%c48}, %3 as %arg11: !stream.resource<external>{%c96}, %4 as %arg12: !stream.resource<external>{%c24}, %5 as %arg13: !stream.resource<external>{%c24}, %6 as %arg14: !stream.resource<external>{%c48}, %7 as %arg15: !stream.resource<external>{%c96}, %result as %arg16: !stream.resource<external>{%c2560}) {
      stream.cmd.concurrent {
        stream.cmd.collective<reduce_scatter with sum : si8>[%c6] channel(%channel) {
          ro %arg8[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c0 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : si8>[%c6] channel(%channel) {
          ro %arg8[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c64 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : si8>[%c6] channel(%channel) {
          ro %arg8[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c128 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : si8>[%c6] channel(%channel) {
          ro %arg8[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c192 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : si8>[%c6] channel(%channel) {
          ro %arg8[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg16[%c256 for %c6] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : ui16>[%c6] channel(%channel) {
          ro %arg9[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c320 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : ui16>[%c6] channel(%channel) {
          ro %arg9[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c384 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : ui16>[%c6] channel(%channel) {
          ro %arg9[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c448 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : ui16>[%c6] channel(%channel) {
          ro %arg9[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c512 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : ui16>[%c6] channel(%channel) {
          ro %arg9[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c576 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : si32>[%c6] channel(%channel) {
          ro %arg10[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c640 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : si32>[%c6] channel(%channel) {
          ro %arg10[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c704 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : si32>[%c6] channel(%channel) {
          ro %arg10[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c768 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : si32>[%c6] channel(%channel) {
          ro %arg10[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c832 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : si32>[%c6] channel(%channel) {
          ro %arg10[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c896 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : ui64>[%c6] channel(%channel) {
          ro %arg11[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c960 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : ui64>[%c6] channel(%channel) {
          ro %arg11[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c1024 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : ui64>[%c6] channel(%channel) {
          ro %arg11[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c1088 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : ui64>[%c6] channel(%channel) {
          ro %arg11[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c1152 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : ui64>[%c6] channel(%channel) {
          ro %arg11[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c1216 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : f16>[%c6] channel(%channel) {
          ro %arg12[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1280 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : f16>[%c6] channel(%channel) {
          ro %arg12[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1344 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : f16>[%c6] channel(%channel) {
          ro %arg12[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1408 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : f16>[%c6] channel(%channel) {
          ro %arg12[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1472 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : f16>[%c6] channel(%channel) {
          ro %arg12[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1536 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : bf16>[%c6] channel(%channel) {
          ro %arg13[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1600 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : bf16>[%c6] channel(%channel) {
          ro %arg13[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1664 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : bf16>[%c6] channel(%channel) {
          ro %arg13[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1728 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : bf16>[%c6] channel(%channel) {
          ro %arg13[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1792 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : bf16>[%c6] channel(%channel) {
          ro %arg13[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c1856 for %c12] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : f32>[%c6] channel(%channel) {
          ro %arg14[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c1920 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : f32>[%c6] channel(%channel) {
          ro %arg14[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c1984 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : f32>[%c6] channel(%channel) {
          ro %arg14[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2048 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : f32>[%c6] channel(%channel) {
          ro %arg14[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2112 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : f32>[%c6] channel(%channel) {
          ro %arg14[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c2176 for %c24] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with sum : f64>[%c6] channel(%channel) {
          ro %arg15[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c2240 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with product : f64>[%c6] channel(%channel) {
          ro %arg15[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c2304 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with minimum : f64>[%c6] channel(%channel) {
          ro %arg15[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c2368 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with maximum : f64>[%c6] channel(%channel) {
          ro %arg15[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c2432 for %c48] : !stream.resource<external>{%c2560}
        }
        stream.cmd.collective<reduce_scatter with average : f64>[%c6] channel(%channel) {
          ro %arg15[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c2496 for %c48] : !stream.resource<external>{%c2560}
        }
      }
    } => !stream.timepoint
    %9 = stream.timepoint.await %8 => %result : !stream.resource<external>{%c2560}
    %10 = stream.resource.subview %9[%c0] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %11 = stream.resource.subview %9[%c64] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %12 = stream.resource.subview %9[%c128] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %13 = stream.resource.subview %9[%c192] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %14 = stream.resource.subview %9[%c256] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c6}
    %15 = stream.resource.subview %9[%c320] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %16 = stream.resource.subview %9[%c384] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %17 = stream.resource.subview %9[%c448] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %18 = stream.resource.subview %9[%c512] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %19 = stream.resource.subview %9[%c576] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %20 = stream.resource.subview %9[%c640] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %21 = stream.resource.subview %9[%c704] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %22 = stream.resource.subview %9[%c768] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %23 = stream.resource.subview %9[%c832] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %24 = stream.resource.subview %9[%c896] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %25 = stream.resource.subview %9[%c960] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %26 = stream.resource.subview %9[%c1024] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %27 = stream.resource.subview %9[%c1088] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %28 = stream.resource.subview %9[%c1152] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %29 = stream.resource.subview %9[%c1216] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %30 = stream.resource.subview %9[%c1280] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %31 = stream.resource.subview %9[%c1344] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %32 = stream.resource.subview %9[%c1408] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %33 = stream.resource.subview %9[%c1472] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %34 = stream.resource.subview %9[%c1536] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %35 = stream.resource.subview %9[%c1600] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %36 = stream.resource.subview %9[%c1664] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %37 = stream.resource.subview %9[%c1728] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %38 = stream.resource.subview %9[%c1792] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %39 = stream.resource.subview %9[%c1856] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c12}
    %40 = stream.resource.subview %9[%c1920] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %41 = stream.resource.subview %9[%c1984] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %42 = stream.resource.subview %9[%c2048] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %43 = stream.resource.subview %9[%c2112] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %44 = stream.resource.subview %9[%c2176] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c24}
    %45 = stream.resource.subview %9[%c2240] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %46 = stream.resource.subview %9[%c2304] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %47 = stream.resource.subview %9[%c2368] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %48 = stream.resource.subview %9[%c2432] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %49 = stream.resource.subview %9[%c2496] : !stream.resource<external>{%c2560} -> !stream.resource<external>{%c48}
    %50 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %51 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %52 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %53 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %54 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %55 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %56 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %57 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %58 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %59 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %19 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %60 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %61 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %62 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %22 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %63 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %64 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %24 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %65 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %25 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %66 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %26 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %67 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %68 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %28 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %69 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %29 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %70 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %30 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %71 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %31 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %72 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %32 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %73 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %33 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %74 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %34 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %75 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %35 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %76 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %36 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %77 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %37 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %78 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %38 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %79 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %39 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %80 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %40 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %81 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %41 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %82 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %42 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %83 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %43 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %84 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %44 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %85 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %45 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %86 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %46 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %87 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %47 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %88 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %48 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %89 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %49 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
