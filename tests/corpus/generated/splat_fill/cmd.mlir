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
    %c0 = arith.constant 0 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c24 = arith.constant 24 : index
    %c1075838976_i32 = arith.constant 1075838976 : i32
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c24} => !stream.timepoint
    %1 = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%result as %arg0: !stream.resource<constant>{%c24}) {
      stream.cmd.fill %c1075838976_i32, %arg0[%c0 for %c24] : i32 -> !stream.resource<constant>{%c24}
    } => !stream.timepoint
    %2 = stream.timepoint.await sync %1 => %result : !stream.resource<constant>{%c24}
    util.global.store %2, @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_2x3xf32__timepoint : !stream.timepoint
    util.return
  }
  util.func public @main(%arg0: i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} {
    %c3 = arith.constant 3 : index
    %c15872_i16 = arith.constant 15872 : i16
    %c-1107296256_i32 = arith.constant -1107296256 : i32
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c8 = arith.constant 8 : index
    %c-7_i8 = arith.constant -7 : i8
    %c1234_i16 = arith.constant 1234 : i16
    %c-100000_i32 = arith.constant -100000 : i32
    %c81985529216486895_i64 = arith.constant 81985529216486895 : i64
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c320 = arith.constant 320 : index
    %c384 = arith.constant 384 : index
    %c0 = arith.constant 0 : index
    %__hoisted_tensor_2x3xf32__timepoint = util.global.load immutable @__hoisted_tensor_2x3xf32__timepoint : !stream.timepoint
    %__hoisted_tensor_2x3xf32 = util.global.load immutable @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.muli %0, %c4 : index
    %2 = util.align %1, %c64 : index
    %3 = arith.addi %2, %c384 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%__hoisted_tensor_2x3xf32__timepoint) => !stream.resource<external>{%3} => !stream.timepoint
    %4 = stream.timepoint.join max(%__hoisted_tensor_2x3xf32__timepoint, %result_timepoint) => !stream.timepoint
    %5 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%4) => with(%__hoisted_tensor_2x3xf32 as %arg1: !stream.resource<constant>{%c24}, %result as %arg2: !stream.resource<external>{%3}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg1[%c0], %arg2[%c320], %c24 : !stream.resource<constant>{%c24} -> !stream.resource<external>{%3}
        stream.cmd.dispatch @__builtin_splat_i64::@__builtin_splat_i64[%c3](%c81985529216486895_i64, %c3 : i64, index) {
          wo %arg2[%c192 for %c24] : !stream.resource<external>{%3}
        }
        stream.cmd.fill %c-100000_i32, %arg2[%c128 for %c16] : i32 -> !stream.resource<external>{%3}
        stream.cmd.fill %c1234_i16, %arg2[%c64 for %c6] : i16 -> !stream.resource<external>{%3}
        stream.cmd.fill %c-7_i8, %arg2[%c0 for %c5] : i8 -> !stream.resource<external>{%3}
        stream.cmd.fill %c-1107296256_i32, %arg2[%c384 for %1] : i32 -> !stream.resource<external>{%3}
        stream.cmd.fill %c15872_i16, %arg2[%c256 for %c8] : i16 -> !stream.resource<external>{%3}
      }
    } => !stream.timepoint
    %6 = stream.timepoint.await %5 => %result : !stream.resource<external>{%3}
    %7 = stream.resource.subview %6[%c384] : !stream.resource<external>{%3} -> !stream.resource<external>{%1}
    %8 = stream.resource.subview %6[%c0] : !stream.resource<external>{%3} -> !stream.resource<external>{%c5}
    %9 = stream.resource.subview %6[%c64] : !stream.resource<external>{%3} -> !stream.resource<external>{%c6}
    %10 = stream.resource.subview %6[%c128] : !stream.resource<external>{%3} -> !stream.resource<external>{%c16}
    %11 = stream.resource.subview %6[%c192] : !stream.resource<external>{%3} -> !stream.resource<external>{%c24}
    %12 = stream.resource.subview %6[%c256] : !stream.resource<external>{%3} -> !stream.resource<external>{%c8}
    %13 = stream.resource.subview %6[%c320] : !stream.resource<external>{%3} -> !stream.resource<external>{%c24}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<?xf32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<5xi8> in !stream.resource<external>{%c5} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<3xi16> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<2x2xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<3xi64> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<4xf16> in !stream.resource<external>{%c8} -> !hal.buffer_view
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %15, %16, %17, %18, %19, %20, %14 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
