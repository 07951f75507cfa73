#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_3xf32 : !stream.resource<constant>
  util.initializer {
    %c12 = arith.constant 12 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c12} = dense<[5.000000e-01, 1.500000e+00, 2.500000e+00]> : tensor<3xf32>
    util.global.store %cst, @__constant_tensor_3xf32 : !stream.resource<constant>
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: f32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi32>, %input1: f32) -> (%output0: tensor<2x3xi32>, %output1: tensor<2x3xi32>, %output2: tensor<3xf32>, %output3: tensor<6xi32>, %output4: f32)"}} {
    %c12 = arith.constant 12 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c24 = arith.constant 24 : index
    %__constant_tensor_3xf32 = util.global.load immutable @__constant_tensor_3xf32 : !stream.resource<constant>
    %0 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__constant_tensor_3xf32 : !stream.resource<constant>{%c12} -> !stream.resource<*>{%c12}
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%c24}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2 : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<6xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %arg0, %arg0, %3, %4, %arg1 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32
  }
}
