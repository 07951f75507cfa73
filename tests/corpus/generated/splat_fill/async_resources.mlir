#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
  util.initializer {
    %c24 = arith.constant 24 : index
    %c1075838976_i32 = arith.constant 1075838976 : i32
    %0 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c1075838976_i32 : i32 -> !stream.resource<constant>{%c24}
    util.global.store %0, @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
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
    %__hoisted_tensor_2x3xf32 = util.global.load immutable @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    %0 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__hoisted_tensor_2x3xf32 : !stream.resource<constant>{%c24} -> !stream.resource<*>{%c24}
    %1 = arith.index_cast %arg0 : i32 to index
    %2 = arith.muli %1, %c4 : index
    %3 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c-7_i8 : i8 -> !stream.resource<*>{%c5}
    %4 = stream.async.cast on(#hal.device.affinity<@__device_0>) %3 : !stream.resource<*>{%c5} -> !stream.resource<external>{%c5}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<5xi8> in !stream.resource<external>{%c5} -> !hal.buffer_view
    %6 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c1234_i16 : i16 -> !stream.resource<*>{%c6}
    %7 = stream.async.cast on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<*>{%c6} -> !stream.resource<external>{%c6}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<3xi16> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %9 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c-100000_i32 : i32 -> !stream.resource<*>{%c16}
    %10 = stream.async.cast on(#hal.device.affinity<@__device_0>) %9 : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<2x2xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %12 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c81985529216486895_i64 : i64 -> !stream.resource<*>{%c24}
    %13 = stream.async.cast on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<3xi64> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %15 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c15872_i16 : i16 -> !stream.resource<*>{%c8}
    %16 = stream.async.cast on(#hal.device.affinity<@__device_0>) %15 : !stream.resource<*>{%c8} -> !stream.resource<external>{%c8}
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<4xf16> in !stream.resource<external>{%c8} -> !hal.buffer_view
    %18 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %20 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c-1107296256_i32 : i32 -> !stream.resource<*>{%2}
    %21 = stream.async.cast on(#hal.device.affinity<@__device_0>) %20 : !stream.resource<*>{%2} -> !stream.resource<external>{%2}
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<?xf32>{%1} in !stream.resource<external>{%2} -> !hal.buffer_view
    util.return %5, %8, %11, %14, %17, %19, %22 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
