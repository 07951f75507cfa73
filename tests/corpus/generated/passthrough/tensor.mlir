#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_3xf32 : !stream.resource<constant>
  util.global private @__constant_tensor_3xf32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<3xf32> in !stream.resource<constant> = dense<[5.000000e-01, 1.500000e+00, 2.500000e+00]> : tensor<3xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__constant_tensor_3xf32 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_3xf32__size : index
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: f32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi32>, %input1: f32) -> (%output0: tensor<2x3xi32>, %output1: tensor<2x3xi32>, %output2: tensor<3xf32>, %output3: tensor<6xi32>, %output4: f32)"}} {
    %__constant_tensor_3xf32 = util.global.load @__constant_tensor_3xf32 : !stream.resource<constant>
    %__constant_tensor_3xf32__size = util.global.load @__constant_tensor_3xf32__size : index
    %0 = stream.async.transfer %__constant_tensor_3xf32 : !stream.resource<constant>{%__constant_tensor_3xf32__size} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%__constant_tensor_3xf32__size}
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3xi32> : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%1}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%1} -> !stream.resource<*>{%1}
    %4 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<6xi32> : index
    %5 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %3 : tensor<2x3xi32> in !stream.resource<*>{%1} -> tensor<6xi32> in !stream.resource<*>{%4}
    %6 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<*>{%__constant_tensor_3xf32__size} -> !stream.resource<external>{%__constant_tensor_3xf32__size}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<3xf32> in !stream.resource<external>{%__constant_tensor_3xf32__size} -> !hal.buffer_view
    %8 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<*>{%4} -> !stream.resource<external>{%4}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<6xi32> in !stream.resource<external>{%4} -> !hal.buffer_view
    util.return %arg0, %arg0, %7, %9, %arg1 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32
  }
}
