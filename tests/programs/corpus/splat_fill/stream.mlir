#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "stream.executable"() <{sym_name = "__builtin_splat_i64", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @__builtin_splat_i64, sym_name = "__builtin_splat_i64", sym_visibility = "public"}> ({
    ^bb0(%arg7: index):
      %53:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg7) : (index) -> (index, index, index)
      "stream.return"(%53#0, %53#1, %53#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}], function_type = (!stream.binding) -> (), sym_name = "__builtin_splat_i64"}> ({
      ^bb0(%arg4: !stream.binding):
        %47 = "arith.constant"() <{value = 192 : index}> : () -> index
        %48 = "arith.constant"() <{value = 81985529216486895 : i64}> : () -> i64
        %49 = "arith.constant"() <{value = 3 : index}> : () -> index
        %50 = "stream.binding.subspan"(%arg4, %47, %49) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>
        %51 = "tensor.empty"() : () -> tensor<3xi64>
        %52 = "linalg.fill"(%48, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: i64, %arg6: i64):
          "linalg.yield"(%arg5) : (i64) -> ()
        }) : (i64, tensor<3xi64>) -> tensor<3xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%52, %50, %49) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__hoisted_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %41 = "arith.constant"() <{value = 0 : index}> : () -> index
    %42 = "arith.constant"() <{value = 24 : index}> : () -> index
    %43 = "arith.constant"() <{value = 1075838976 : i32}> : () -> i32
    %44:2 = "stream.resource.alloca"(%42) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %45 = "stream.cmd.execute"(%44#0, %42, %44#1) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg3: !stream.resource<constant>):
      "stream.cmd.fill"(%arg3, %42, %41, %42, %43) : (!stream.resource<constant>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.timepoint
    %46 = "stream.timepoint.await"(%44#0, %42, %45) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%46) <{global = @__hoisted_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 15872 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = -1107296256 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7 = "arith.constant"() <{value = 24 : index}> : () -> index
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %9 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %10 = "arith.constant"() <{value = 1234 : i16}> : () -> i16
    %11 = "arith.constant"() <{value = -100000 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 64 : index}> : () -> index
    %13 = "arith.constant"() <{value = 128 : index}> : () -> index
    %14 = "arith.constant"() <{value = 192 : index}> : () -> index
    %15 = "arith.constant"() <{value = 256 : index}> : () -> index
    %16 = "arith.constant"() <{value = 320 : index}> : () -> index
    %17 = "arith.constant"() <{value = 384 : index}> : () -> index
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %20 = "arith.index_cast"(%arg0) : (i32) -> index
    %21 = "arith.muli"(%20, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %22 = "util.align"(%21, %12) : (index, index) -> index
    %23 = "arith.addi"(%22, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %24:2 = "stream.resource.alloca"(%23) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %25 = "stream.cmd.execute"(%19, %24#0, %7, %23, %24#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<constant>, %arg2: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg1, %7, %18, %arg2, %23, %16, %7) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.dispatch"(%0, %arg2, %23, %18, %23) <{entry_points = [@__builtin_splat_i64::@__builtin_splat_i64], operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.fill"(%arg2, %23, %13, %6, %11) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.cmd.fill"(%arg2, %23, %12, %5, %10) : (!stream.resource<external>, index, index, index, i16) -> ()
        "stream.cmd.fill"(%arg2, %23, %18, %4, %9) : (!stream.resource<external>, index, index, index, i8) -> ()
        "stream.cmd.fill"(%arg2, %23, %17, %21, %2) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.cmd.fill"(%arg2, %23, %15, %8, %1) : (!stream.resource<external>, index, index, index, i16) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.timepoint.await"(%24#0, %23, %25) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %27 = "stream.resource.subview"(%26, %23, %17, %21) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %28 = "stream.resource.subview"(%26, %23, %18, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %29 = "stream.resource.subview"(%26, %23, %12, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %30 = "stream.resource.subview"(%26, %23, %13, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %31 = "stream.resource.subview"(%26, %23, %14, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %32 = "stream.resource.subview"(%26, %23, %15, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %33 = "stream.resource.subview"(%26, %23, %16, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %34 = "stream.tensor.export"(%27, %20, %21) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %35 = "stream.tensor.export"(%28, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %36 = "stream.tensor.export"(%29, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %37 = "stream.tensor.export"(%30, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.tensor.export"(%31, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %39 = "stream.tensor.export"(%32, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %40 = "stream.tensor.export"(%33, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%35, %36, %37, %38, %39, %40, %34) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

