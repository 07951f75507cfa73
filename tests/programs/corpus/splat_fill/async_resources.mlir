#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__hoisted_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %36 = "arith.constant"() <{value = 24 : index}> : () -> index
    %37 = "arith.constant"() <{value = 1075838976 : i32}> : () -> i32
    %38 = "stream.async.splat"(%37, %36) <{affinity = #hal.device.affinity<@__device_0>}> : (i32, index) -> !stream.resource<constant>
    "util.global.store"(%38) <{global = @__hoisted_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 81985529216486895 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = -100000 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1234 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7 = "arith.constant"() <{value = 6 : index}> : () -> index
    %8 = "arith.constant"() <{value = 5 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = -1107296256 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 15872 : i16}> : () -> i16
    %12 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %13 = "stream.async.clone"(%12, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %14 = "arith.index_cast"(%arg0) : (i32) -> index
    %15 = "arith.muli"(%14, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %16 = "stream.async.splat"(%3, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (i8, index) -> !stream.resource<*>
    %17 = "stream.async.cast"(%16, %8, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%17, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.async.splat"(%2, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (i16, index) -> !stream.resource<*>
    %20 = "stream.async.cast"(%19, %7, %7) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.async.splat"(%1, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (i32, index) -> !stream.resource<*>
    %23 = "stream.async.cast"(%22, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%23, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.async.splat"(%0, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (i64, index) -> !stream.resource<*>
    %26 = "stream.async.cast"(%25, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%26, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.async.splat"(%11, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (i16, index) -> !stream.resource<*>
    %29 = "stream.async.cast"(%28, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.async.cast"(%13, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.async.splat"(%10, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (i32, index) -> !stream.resource<*>
    %34 = "stream.async.cast"(%33, %15, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %14, %15) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    "util.return"(%18, %21, %24, %27, %30, %32, %35) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

