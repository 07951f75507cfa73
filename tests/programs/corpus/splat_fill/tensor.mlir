#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__hoisted_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__hoisted_tensor_2x3xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %36 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>, value = dense<2.500000e+00> : tensor<2x3xf32>}> : () -> !stream.resource<constant>
    %37 = "stream.resource.size"(%36) : (!stream.resource<constant>) -> index
    "util.global.store"(%36) <{global = @__hoisted_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%37) <{global = @__hoisted_tensor_2x3xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: i32):
    %0 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf16>, value = dense<1.500000e+00> : tensor<4xf16>}> : () -> !stream.resource<constant>
    %1 = "stream.resource.size"(%0) : (!stream.resource<constant>) -> index
    %2 = "stream.async.transfer"(%0, %1, %1) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %3 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi64>, value = dense<81985529216486895> : tensor<3xi64>}> : () -> !stream.resource<constant>
    %4 = "stream.resource.size"(%3) : (!stream.resource<constant>) -> index
    %5 = "stream.async.transfer"(%3, %4, %4) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %6 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x2xi32>, value = dense<-100000> : tensor<2x2xi32>}> : () -> !stream.resource<constant>
    %7 = "stream.resource.size"(%6) : (!stream.resource<constant>) -> index
    %8 = "stream.async.transfer"(%6, %7, %7) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %9 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi16>, value = dense<1234> : tensor<3xi16>}> : () -> !stream.resource<constant>
    %10 = "stream.resource.size"(%9) : (!stream.resource<constant>) -> index
    %11 = "stream.async.transfer"(%9, %10, %10) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %12 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5xi8>, value = dense<-7> : tensor<5xi8>}> : () -> !stream.resource<constant>
    %13 = "stream.resource.size"(%12) : (!stream.resource<constant>) -> index
    %14 = "stream.async.transfer"(%12, %13, %13) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %15 = "arith.constant"() <{value = -1.250000e-01 : f32}> : () -> f32
    %16 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32}> : () -> !stream.resource<constant>
    %17 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32__size}> : () -> index
    %18 = "stream.async.transfer"(%16, %17, %17) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %19 = "arith.index_cast"(%arg0) : (i32) -> index
    %20 = "stream.tensor.sizeof"(%19) <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<?xf32>}> : (index) -> index
    %21 = "stream.tensor.splat"(%15, %19, %20) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (f32, index, index) -> !stream.resource<*>
    %22 = "stream.async.cast"(%14, %13, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %13) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %24 = "stream.async.cast"(%11, %10, %10) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %25 = "stream.tensor.export"(%24, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %26 = "stream.async.cast"(%8, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%26, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%2, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.async.cast"(%18, %17, %17) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%32, %17) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %19, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    "util.return"(%23, %25, %27, %29, %31, %33, %35) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

