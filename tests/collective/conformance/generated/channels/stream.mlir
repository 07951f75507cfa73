module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xf32>, %input1: tensor<12x2xi32>) -> (%output0: tensor<6xi32>, %output1: tensor<2x3xf32>, %output2: tensor<2x3xf32>, %output3: tensor<2x3xf32>, %output4: tensor<12x2xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c384 = arith.constant 384 : index
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %c96 = arith.constant 96 : index
    %c24 = arith.constant 24 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c12, %c2]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<12x2xi32> in !stream.resource<external>{%c96}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %channel_0 = stream.channel.create on(#hal.device.affinity<@__device_0>) group("group_a") : !stream.channel
    %ccl_rank = stream.channel.rank %channel : index
    %ccl_count = stream.channel.count %channel : index
    %2 = arith.remui %ccl_rank, %c2 : index
    %3 = arith.subi %ccl_count, %c1 : index
    %4 = arith.subi %3, %ccl_rank : index
    %channel_1 = stream.channel.split %channel, %2, %4 : !stream.channel -> !stream.channel
    %ccl_rank_2 = stream.channel.rank %channel_0 : index
    %ccl_count_3 = stream.channel.count %channel_0 : index
    %ccl_rank_4 = stream.channel.rank %channel_1 : index
    %ccl_count_5 = stream.channel.count %channel_1 : index
    %5 = arith.index_cast %ccl_rank : index to i32
    %6 = arith.index_cast %ccl_count : index to i32
    %7 = arith.index_cast %ccl_rank_2 : index to i32
    %8 = arith.index_cast %ccl_count_3 : index to i32
    %9 = arith.index_cast %ccl_rank_4 : index to i32
    %10 = arith.index_cast %ccl_count_5 : index to i32
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c384} => !stream.timepoint
    %11 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg2: !stream.resource<external>{%c24}, %1 as %arg3: !stream.resource<external>{%c96}, %result as %arg4: !stream.resource<external>{%c384}) {
      stream.cmd.concurrent {
        stream.cmd.fill %5, %arg4[%c0 for %c4] : i32 -> !stream.resource<external>{%c384}
        stream.cmd.fill %6, %arg4[%c4 for %c4] : i32 -> !stream.resource<external>{%c384}
        stream.cmd.fill %7, %arg4[%c8 for %c4] : i32 -> !stream.resource<external>{%c384}
        stream.cmd.fill %8, %arg4[%c12 for %c4] : i32 -> !stream.resource<external>{%c384}
        stream.cmd.fill %9, %arg4[%c16 for %c4] : i32 -> !stream.resource<external>{%c384}
        stream.cmd.fill %10, %arg4[%c20 for %c4] : i32 -> !stream.resource<external>{%c384}
        stream.cmd.collective<all_reduce with sum : f32>[%c6] channel(%channel_0) {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c64 for %c24] : !stream.resource<external>{%c384}
        }
        stream.cmd.collective<all_reduce with sum : f32>[%c6] channel(%channel_1) {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c128 for %c24] : !stream.resource<external>{%c384}
        }
        stream.cmd.collective<all_reduce with maximum : f32>[%c6] channel(%channel_1) {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c192 for %c24] : !stream.resource<external>{%c384}
        }
        stream.cmd.collective<all_to_all : si32>[%c24] channel(%channel_1) {
          ro %arg3[%c0 for %c96] : !stream.resource<external>{%c96},
          wo %arg4[%c256 for %c96] : !stream.resource<external>{%c384}
        }
      }
    } => !stream.timepoint
    %12 = stream.timepoint.await %11 => %result : !stream.resource<external>{%c384}
    %13 = stream.resource.subview %12[%c0] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c24}
    %14 = stream.resource.subview %12[%c64] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c24}
    %15 = stream.resource.subview %12[%c128] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c24}
    %16 = stream.resource.subview %12[%c192] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c24}
    %17 = stream.resource.subview %12[%c256] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c96}
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<6xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<12x2xi32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    util.return %18, %19, %20, %21, %22 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
