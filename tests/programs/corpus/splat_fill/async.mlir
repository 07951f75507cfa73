#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "stream.executable"() <{sym_name = "__builtin_splat_i64", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @__builtin_splat_i64, sym_name = "__builtin_splat_i64", sym_visibility = "public"}> ({
    ^bb0(%arg8: index):
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg8) : (index) -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (i64, index, !stream.binding) -> (), sym_name = "__builtin_splat_i64"}> ({
      ^bb0(%arg3: i64, %arg4: index, %arg5: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg4) <{ordinal = 0 : index}> : (index) -> index
        %42 = "stream.binding.subspan"(%arg5, %40, %41) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>
        %43 = "tensor.empty"(%41) : (index) -> tensor<?xi64>
        %44 = "linalg.fill"(%arg3, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: i64, %arg7: i64):
          "linalg.yield"(%arg6) : (i64) -> ()
        }) : (i64, tensor<?xi64>) -> tensor<?xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %42, %41, %41) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "__hoisted_tensor_2x3xf32__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "__hoisted_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %34 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %35 = "arith.constant"() <{value = 24 : index}> : () -> index
    %36 = "arith.constant"() <{value = 1075838976 : i32}> : () -> i32
    %37:2 = "stream.async.execute"(%35) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %39 = "stream.async.splat"(%36, %35) : (i32, index) -> !stream.resource<constant>
      "stream.yield"(%39, %35) : (!stream.resource<constant>, index) -> ()
    }) : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %38 = "stream.timepoint.await"(%37#0, %35, %37#1) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%38) <{global = @__hoisted_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%34) <{global = @__hoisted_tensor_2x3xf32__timepoint}> : (!stream.timepoint) -> ()
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
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %14 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %15 = "arith.index_cast"(%arg0) : (i32) -> index
    %16 = "arith.muli"(%15, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %17:8 = "stream.async.execute"(%14, %5, %8, %7, %6, %5, %4, %5, %16, %13) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 7, 1>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<constant>):
      %26:7 = "stream.async.concurrent"(%arg1, %5, %5, %16, %4, %5, %6, %7, %8) <{operandSegmentSizes = array<i32: 1, 1, 7>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg2: !stream.resource<constant>):
        %27 = "stream.async.clone"(%arg2, %5, %5) : (!stream.resource<constant>, index, index) -> !stream.resource<external>
        %28 = "stream.async.dispatch"(%12, %0, %12, %5) <{entry_points = [@__builtin_splat_i64::@__builtin_splat_i64], operandSegmentSizes = array<i32: 1, 2, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index, i64, index, index) -> !stream.resource<external>
        %29 = "stream.async.splat"(%1, %6) : (i32, index) -> !stream.resource<external>
        %30 = "stream.async.splat"(%2, %7) : (i16, index) -> !stream.resource<external>
        %31 = "stream.async.splat"(%3, %8) : (i8, index) -> !stream.resource<external>
        %32 = "stream.async.splat"(%10, %16) : (i32, index) -> !stream.resource<external>
        %33 = "stream.async.splat"(%11, %4) : (i16, index) -> !stream.resource<external>
        "stream.yield"(%27, %32, %33, %28, %29, %30, %31, %5, %16, %4, %5, %6, %7, %8) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index) -> ()
      }) : (!stream.resource<constant>, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%26#6, %26#5, %26#4, %26#3, %26#2, %26#0, %26#1, %8, %7, %6, %5, %4, %5, %16) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index) -> ()
    }) : (!stream.resource<constant>, index, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %18:7 = "stream.timepoint.await"(%17#6, %17#0, %17#1, %17#2, %17#3, %17#4, %17#5, %16, %8, %7, %6, %5, %4, %5, %17#7) <{operandSegmentSizes = array<i32: 7, 7, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %19 = "stream.tensor.export"(%18#0, %15, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %20 = "stream.tensor.export"(%18#1, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%18#2, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%18#3, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%18#4, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %24 = "stream.tensor.export"(%18#5, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.tensor.export"(%18#6, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %21, %22, %23, %24, %25, %19) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

