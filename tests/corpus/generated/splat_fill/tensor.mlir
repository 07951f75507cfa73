#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
  util.global private @__hoisted_tensor_2x3xf32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<2x3xf32> in !stream.resource<constant> = dense<2.500000e+00> : tensor<2x3xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_2x3xf32__size : index
    util.return
  }
  util.func public @main(%arg0: i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} {
    %cst = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<4xf16> in !stream.resource<constant> = dense<1.500000e+00> : tensor<4xf16>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    %1 = stream.async.transfer %cst : !stream.resource<constant>{%0} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%0}
    %cst_0 = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<3xi64> in !stream.resource<constant> = dense<81985529216486895> : tensor<3xi64>
    %2 = stream.resource.size %cst_0 : !stream.resource<constant>
    %3 = stream.async.transfer %cst_0 : !stream.resource<constant>{%2} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%2}
    %cst_1 = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<2x2xi32> in !stream.resource<constant> = dense<-100000> : tensor<2x2xi32>
    %4 = stream.resource.size %cst_1 : !stream.resource<constant>
    %5 = stream.async.transfer %cst_1 : !stream.resource<constant>{%4} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%4}
    %cst_2 = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<3xi16> in !stream.resource<constant> = dense<1234> : tensor<3xi16>
    %6 = stream.resource.size %cst_2 : !stream.resource<constant>
    %7 = stream.async.transfer %cst_2 : !stream.resource<constant>{%6} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%6}
    %cst_3 = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<5xi8> in !stream.resource<constant> = dense<-7> : tensor<5xi8>
    %8 = stream.resource.size %cst_3 : !stream.resource<constant>
    %9 = stream.async.transfer %cst_3 : !stream.resource<constant>{%8} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%8}
    %cst_4 = arith.constant -1.250000e-01 : f32
    %__hoisted_tensor_2x3xf32 = util.global.load @__hoisted_tensor_2x3xf32 : !stream.resource<constant>
    %__hoisted_tensor_2x3xf32__size = util.global.load @__hoisted_tensor_2x3xf32__size : index
    %10 = stream.async.transfer %__hoisted_tensor_2x3xf32 : !stream.resource<constant>{%__hoisted_tensor_2x3xf32__size} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%__hoisted_tensor_2x3xf32__size}
    %11 = arith.index_cast %arg0 : i32 to index
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<?xf32>{%11} : index
    %13 = stream.tensor.splat on(#hal.device.affinity<@__device_0>) %cst_4 : f32 -> tensor<?xf32>{%11} in !stream.resource<*>{%12}
    %14 = stream.async.cast on(#hal.device.affinity<@__device_0>) %9 : !stream.resource<*>{%8} -> !stream.resource<external>{%8}
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<5xi8> in !stream.resource<external>{%8} -> !hal.buffer_view
    %16 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<*>{%6} -> !stream.resource<external>{%6}
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<3xi16> in !stream.resource<external>{%6} -> !hal.buffer_view
    %18 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<*>{%4} -> !stream.resource<external>{%4}
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<2x2xi32> in !stream.resource<external>{%4} -> !hal.buffer_view
    %20 = stream.async.cast on(#hal.device.affinity<@__device_0>) %3 : !stream.resource<*>{%2} -> !stream.resource<external>{%2}
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<3xi64> in !stream.resource<external>{%2} -> !hal.buffer_view
    %22 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<*>{%0} -> !stream.resource<external>{%0}
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %22 : tensor<4xf16> in !stream.resource<external>{%0} -> !hal.buffer_view
    %24 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<*>{%__hoisted_tensor_2x3xf32__size} -> !stream.resource<external>{%__hoisted_tensor_2x3xf32__size}
    %25 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %24 : tensor<2x3xf32> in !stream.resource<external>{%__hoisted_tensor_2x3xf32__size} -> !hal.buffer_view
    %26 = stream.async.cast on(#hal.device.affinity<@__device_0>) %13 : !stream.resource<*>{%12} -> !stream.resource<external>{%12}
    %27 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %26 : tensor<?xf32>{%11} in !stream.resource<external>{%12} -> !hal.buffer_view
    util.return %15, %17, %19, %21, %23, %25, %27 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
