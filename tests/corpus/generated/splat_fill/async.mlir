#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  stream.executable private @__builtin_splat_i64 {
    stream.executable.export public @__builtin_splat_i64 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @__builtin_splat_i64(%arg0: i64, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%0}
        %2 = tensor.empty(%0) : tensor<?xi64>
        %3 = linalg.fill ins(%arg0 : i64) outs(%2 : tensor<?xi64>) -> tensor<?xi64>
        iree_tensor_ext.dispatch.tensor.store %3, %1, offsets = [0], sizes = [%0], strides = [1] : tensor<?xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%0}
        return
      }
    }
  }
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_2x3xf32__timepoint = #stream.timepoint<immediate> : !stream.timepoint
  util.global private @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
  util.initializer {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c24 = arith.constant 24 : index
    %c1075838976_i32 = arith.constant 1075838976 : i32
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with() -> !stream.resource<constant>{%c24} {
      %2 = stream.async.splat %c1075838976_i32 : i32 -> !stream.resource<constant>{%c24}
      stream.yield %2 : !stream.resource<constant>{%c24}
    } => !stream.timepoint
    %1 = stream.timepoint.await sync %result_timepoint => %results : !stream.resource<constant>{%c24}
    util.global.store %1, @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_2x3xf32__timepoint : !stream.timepoint
    util.return
  }
  util.func public @main(%arg0: i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} {
    %c81985529216486895_i64 = arith.constant 81985529216486895 : i64
    %c-100000_i32 = arith.constant -100000 : i32
    %c1234_i16 = arith.constant 1234 : i16
    %c-7_i8 = arith.constant -7 : i8
    %c8 = arith.constant 8 : index
    %c24 = arith.constant 24 : index
    %c16 = arith.constant 16 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c-1107296256_i32 = arith.constant -1107296256 : i32
    %c15872_i16 = arith.constant 15872 : i16
    %c3 = arith.constant 3 : index
    %__hoisted_tensor_2x3xf32__timepoint = util.global.load immutable @__hoisted_tensor_2x3xf32__timepoint : !stream.timepoint
    %__hoisted_tensor_2x3xf32 = util.global.load immutable @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.muli %0, %c4 : index
    %results:7, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) await(%__hoisted_tensor_2x3xf32__timepoint) => with(%__hoisted_tensor_2x3xf32 as %arg1: !stream.resource<constant>{%c24}) -> (!stream.resource<external>{%c5}, !stream.resource<external>{%c6}, !stream.resource<external>{%c16}, !stream.resource<external>{%c24}, !stream.resource<external>{%c8}, !stream.resource<external>{%c24}, !stream.resource<external>{%1}) {
      %10:7 = stream.async.concurrent with(%arg1 as %arg2: !stream.resource<constant>{%c24}) -> (!stream.resource<external>{%c24}, !stream.resource<external>{%1}, !stream.resource<external>{%c8}, !stream.resource<external>{%c24}, !stream.resource<external>{%c16}, !stream.resource<external>{%c6}, !stream.resource<external>{%c5}) {
        %11 = stream.async.clone %arg2 : !stream.resource<constant>{%c24} -> !stream.resource<external>{%c24}
        %12 = stream.async.dispatch @__builtin_splat_i64::@__builtin_splat_i64[%c3](%c81985529216486895_i64, %c3) : (i64, index) -> !stream.resource<external>{%c24}
        %13 = stream.async.splat %c-100000_i32 : i32 -> !stream.resource<external>{%c16}
        %14 = stream.async.splat %c1234_i16 : i16 -> !stream.resource<external>{%c6}
        %15 = stream.async.splat %c-7_i8 : i8 -> !stream.resource<external>{%c5}
        %16 = stream.async.splat %c-1107296256_i32 : i32 -> !stream.resource<external>{%1}
        %17 = stream.async.splat %c15872_i16 : i16 -> !stream.resource<external>{%c8}
        stream.yield %11, %16, %17, %12, %13, %14, %15 : !stream.resource<external>{%c24}, !stream.resource<external>{%1}, !stream.resource<external>{%c8}, !stream.resource<external>{%c24}, !stream.resource<external>{%c16}, !stream.resource<external>{%c6}, !stream.resource<external>{%c5}
      }
      stream.yield %10#6, %10#5, %10#4, %10#3, %10#2, %10#0, %10#1 : !stream.resource<external>{%c5}, !stream.resource<external>{%c6}, !stream.resource<external>{%c16}, !stream.resource<external>{%c24}, !stream.resource<external>{%c8}, !stream.resource<external>{%c24}, !stream.resource<external>{%1}
    } => !stream.timepoint
    %2:7 = stream.timepoint.await %result_timepoint => %results#6, %results#0, %results#1, %results#2, %results#3, %results#4, %results#5 : !stream.resource<external>{%1}, !stream.resource<external>{%c5}, !stream.resource<external>{%c6}, !stream.resource<external>{%c16}, !stream.resource<external>{%c24}, !stream.resource<external>{%c8}, !stream.resource<external>{%c24}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#0 : tensor<?xf32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#1 : tensor<5xi8> in !stream.resource<external>{%c5} -> !hal.buffer_view
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#2 : tensor<3xi16> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#3 : tensor<2x2xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#4 : tensor<3xi64> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#5 : tensor<4xf16> in !stream.resource<external>{%c8} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#6 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %4, %5, %6, %7, %8, %9, %3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
