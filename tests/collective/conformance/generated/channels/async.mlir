#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xf32>, %input1: tensor<12x2xi32>) -> (%output0: tensor<6xi32>, %output1: tensor<2x3xf32>, %output2: tensor<2x3xf32>, %output3: tensor<2x3xf32>, %output4: tensor<12x2xi32>)"}} {
    %c20 = arith.constant 20 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c96 = arith.constant 96 : index
    %c24 = arith.constant 24 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
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
    %results:5, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg2: !stream.resource<external>{%c24}, %1 as %arg3: !stream.resource<external>{%c96}) -> (!stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c96}) {
      %17 = stream.async.alloca : !stream.resource<external>{%c24}
      %18 = stream.async.alloca : !stream.resource<external>{%c24}
      %19 = stream.async.alloca : !stream.resource<external>{%c24}
      %20 = stream.async.alloca : !stream.resource<external>{%c24}
      %21 = stream.async.alloca : !stream.resource<external>{%c96}
      %22:5 = stream.async.concurrent with(%17 as %arg4: !stream.resource<external>{%c24}, %18 as %arg5: !stream.resource<external>{%c24}, %arg2 as %arg6: !stream.resource<external>{%c24}, %19 as %arg7: !stream.resource<external>{%c24}, %20 as %arg8: !stream.resource<external>{%c24}, %21 as %arg9: !stream.resource<external>{%c96}, %arg3 as %arg10: !stream.resource<external>{%c96}) -> (%17{%c24}, %18{%c24}, %19{%c24}, %20{%c24}, %21{%c96}) {
        %23 = stream.async.fill %5, %arg4[%c0 to %c4 for %c4] : i32 -> %arg4 as !stream.resource<external>{%c24}
        %24 = stream.async.fill %6, %23[%c4 to %c8 for %c4] : i32 -> %23 as !stream.resource<external>{%c24}
        %25 = stream.async.fill %7, %24[%c8 to %c12 for %c4] : i32 -> %24 as !stream.resource<external>{%c24}
        %26 = stream.async.fill %8, %25[%c12 to %c16 for %c4] : i32 -> %25 as !stream.resource<external>{%c24}
        %27 = stream.async.fill %9, %26[%c16 to %c20 for %c4] : i32 -> %26 as !stream.resource<external>{%c24}
        %28 = stream.async.fill %10, %27[%c20 to %c24 for %c4] : i32 -> %27 as !stream.resource<external>{%c24}
        %29 = stream.async.collective<all_reduce with sum : f32>[%c6] channel(%channel_0) %arg6[%c0 to %c24 for %c24], %arg5[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg5 as !stream.resource<external>{%c24}
        %30 = stream.async.collective<all_reduce with sum : f32>[%c6] channel(%channel_1) %arg6[%c0 to %c24 for %c24], %arg7[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg7 as !stream.resource<external>{%c24}
        %31 = stream.async.collective<all_reduce with maximum : f32>[%c6] channel(%channel_1) %arg6[%c0 to %c24 for %c24], %arg8[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %arg8 as !stream.resource<external>{%c24}
        %32 = stream.async.collective<all_to_all : si32>[%c24] channel(%channel_1) %arg10[%c0 to %c96 for %c96], %arg9[%c0 to %c96 for %c96] : !stream.resource<external>{%c96} -> %arg9 as !stream.resource<external>{%c96}
        stream.yield %28, %29, %30, %31, %32 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c96}
      }
      stream.yield %22#0, %22#1, %22#2, %22#3, %22#4 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c96}
    } => !stream.timepoint
    %11:5 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2, %results#3, %results#4 : !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c24}, !stream.resource<external>{%c96}
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11#0 : tensor<6xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11#1 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11#2 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11#3 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11#4 : tensor<12x2xi32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    util.return %12, %13, %14, %15, %16 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
