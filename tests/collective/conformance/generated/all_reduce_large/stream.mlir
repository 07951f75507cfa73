module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<33x65xf32>, %input1: tensor<33x65xbf16>) -> (%output0: tensor<33x65xf32>, %output1: tensor<33x65xbf16>)"}} {
    %c0 = arith.constant 0 : index
    %c12992 = arith.constant 12992 : index
    %c8640 = arith.constant 8640 : index
    %c4290 = arith.constant 4290 : index
    %c8580 = arith.constant 8580 : index
    %c2145 = arith.constant 2145 : index
    %c65 = arith.constant 65 : index
    %c33 = arith.constant 33 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c33, %c65]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<33x65xf32> in !stream.resource<external>{%c8580}
    %element_type_bf16 = hal.element_type<bf16> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c33, %c65]) type(%element_type_bf16) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<33x65xbf16> in !stream.resource<external>{%c4290}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c12992} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg2: !stream.resource<external>{%c8580}, %1 as %arg3: !stream.resource<external>{%c4290}, %result as %arg4: !stream.resource<external>{%c12992}) {
      stream.cmd.concurrent {
        stream.cmd.collective<all_reduce with sum : f32>[%c2145] channel(%channel) {
          ro %arg2[%c0 for %c8580] : !stream.resource<external>{%c8580},
          wo %arg4[%c0 for %c8580] : !stream.resource<external>{%c12992}
        }
        stream.cmd.collective<all_reduce with sum : bf16>[%c2145] channel(%channel) {
          ro %arg3[%c0 for %c4290] : !stream.resource<external>{%c4290},
          wo %arg4[%c8640 for %c4290] : !stream.resource<external>{%c12992}
        }
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c12992}
    %4 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c12992} -> !stream.resource<external>{%c8580}
    %5 = stream.resource.subview %3[%c8640] : !stream.resource<external>{%c12992} -> !stream.resource<external>{%c4290}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<33x65xf32> in !stream.resource<external>{%c8580} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<33x65xbf16> in !stream.resource<external>{%c4290} -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
}
