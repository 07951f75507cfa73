module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<12x2xi8>, %input1: tensor<12x2xi16>, %input2: tensor<12x2xi32>, %input3: tensor<12x2xi64>, %input4: tensor<12x2xf16>, %input5: tensor<12x2xbf16>, %input6: tensor<12x2xf32>, %input7: tensor<12x2xf64>) -> (%output0: tensor<12x2xi8>, %output1: tensor<12x2xi16>, %output2: tensor<12x2xi32>, %output3: tensor<12x2xi64>, %output4: tensor<12x2xf16>, %output5: tensor<12x2xbf16>, %output6: tensor<12x2xf32>, %output7: tensor<12x2xf64>)"}} {
    %c0 = arith.constant 0 : index
    %c896 = arith.constant 896 : index
    %c704 = arith.constant 704 : index
    %c576 = arith.constant 576 : index
    %c512 = arith.constant 512 : index
    %c448 = arith.constant 448 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c192 = arith.constant 192 : index
    %c96 = arith.constant 96 : index
    %c48 = arith.constant 48 : index
    %c24 = arith.constant 24 : index
    %c2 = arith.constant 2 : index
    %c12 = arith.constant 12 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c12, %c2]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<12x2xi8> in !stream.resource<external>{%c24}
    %element_type_i16 = hal.element_type<i16> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c12, %c2]) type(%element_type_i16) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<12x2xi16> in !stream.resource<external>{%c48}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c12, %c2]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<12x2xi32> in !stream.resource<external>{%c96}
    %element_type_i64 = hal.element_type<i64> : i32
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c12, %c2]) type(%element_type_i64) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<12x2xi64> in !stream.resource<external>{%c192}
    %element_type_f16 = hal.element_type<f16> : i32
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c12, %c2]) type(%element_type_f16) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<12x2xf16> in !stream.resource<external>{%c48}
    %element_type_bf16 = hal.element_type<bf16> : i32
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("input5") shape([%c12, %c2]) type(%element_type_bf16) encoding(%dense_row_major)
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg5 : !hal.buffer_view -> tensor<12x2xbf16> in !stream.resource<external>{%c48}
    %element_type_f32 = hal.element_type<f32> : i32
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("input6") shape([%c12, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg6 : !hal.buffer_view -> tensor<12x2xf32> in !stream.resource<external>{%c96}
    %element_type_f64 = hal.element_type<f64> : i32
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("input7") shape([%c12, %c2]) type(%element_type_f64) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg7 : !hal.buffer_view -> tensor<12x2xf64> in !stream.resource<external>{%c192}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c896} => !stream.timepoint
    %8 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg8: !stream.resource<external>{%c24}, %1 as %arg9: !stream.resource<external>{%c48}, %2 as %arg10: !stream.resource<external>{%c96}, %3 as %arg11: !stream.resource<external>{%c192}, %4 as %arg12: !stream.resource<external>{%c48}, %5 as %arg13: !stream.resource<external>{%c48}, %6 as %arg14: !stream.resource<external>{%c96}, %7 as %arg15: !stream.resource<external>{%c192}, %result as %arg16: !stream.resource<external>{%c896}) {
      stream.cmd.concurrent {
        stream.cmd.collective<all_to_all : si8>[%c24] channel(%channel) {
          ro %arg8[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg16[%c0 for %c24] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : ui16>[%c24] channel(%channel) {
          ro %arg9[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c64 for %c48] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : si32>[%c24] channel(%channel) {
          ro %arg10[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c128 for %c96] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : ui64>[%c24] channel(%channel) {
          ro %arg11[%c0 for %c192] : !stream.resource<external>{%c192},
          wo %arg16[%c256 for %c192] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : f16>[%c24] channel(%channel) {
          ro %arg12[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c448 for %c48] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : bf16>[%c24] channel(%channel) {
          ro %arg13[%c0 for %c48] : !stream.resource<external>{%c48},
          wo %arg16[%c512 for %c48] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : f32>[%c24] channel(%channel) {
          ro %arg14[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg16[%c576 for %c96] : !stream.resource<external>{%c896}
        }
        stream.cmd.collective<all_to_all : f64>[%c24] channel(%channel) {
          ro %arg15[%c0 for %c192] : !stream.resource<external>{%c192},
          wo %arg16[%c704 for %c192] : !stream.resource<external>{%c896}
        }
      }
    } => !stream.timepoint
    %9 = stream.timepoint.await %8 => %result : !stream.resource<external>{%c896}
    %10 = stream.resource.subview %9[%c0] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c24}
    %11 = stream.resource.subview %9[%c64] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c48}
    %12 = stream.resource.subview %9[%c128] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c96}
    %13 = stream.resource.subview %9[%c256] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c192}
    %14 = stream.resource.subview %9[%c448] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c48}
    %15 = stream.resource.subview %9[%c512] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c48}
    %16 = stream.resource.subview %9[%c576] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c96}
    %17 = stream.resource.subview %9[%c704] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c192}
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<12x2xi8> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<12x2xi16> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<12x2xi32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<12x2xi64> in !stream.resource<external>{%c192} -> !hal.buffer_view
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<12x2xf16> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<12x2xbf16> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<12x2xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %25 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<12x2xf64> in !stream.resource<external>{%c192} -> !hal.buffer_view
    util.return %18, %19, %20, %21, %22, %23, %24, %25 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
