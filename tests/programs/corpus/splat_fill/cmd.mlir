#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "stream.executable"() <{sym_name = "__builtin_splat_i64", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @__builtin_splat_i64, sym_name = "__builtin_splat_i64", sym_visibility = "public"}> ({
    ^bb0(%arg9: index):
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg9) : (index) -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (i64, index, !stream.binding) -> (), sym_name = "__builtin_splat_i64"}> ({
      ^bb0(%arg4: i64, %arg5: index, %arg6: !stream.binding):
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg5) <{ordinal = 0 : index}> : (index) -> index
        %53 = "stream.binding.subspan"(%arg6, %51, %52) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>
        %54 = "tensor.empty"(%52) : (index) -> tensor<?xi64>
        %55 = "linalg.fill"(%arg4, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: i64, %arg8: i64):
          "linalg.yield"(%arg7) : (i64) -> ()
        }) : (i64, tensor<?xi64>) -> tensor<?xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %53, %52, %52) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "__hoisted_tensor_2x3xf32__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "__hoisted_tensor_2x3xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %44 = "arith.constant"() <{value = 0 : index}> : () -> index
    %45 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %46 = "arith.constant"() <{value = 24 : index}> : () -> index
    %47 = "arith.constant"() <{value = 1075838976 : i32}> : () -> i32
    %48:2 = "stream.resource.alloca"(%46) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %49 = "stream.cmd.execute"(%48#0, %46, %48#1) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg3: !stream.resource<constant>):
      "stream.cmd.fill"(%arg3, %46, %44, %46, %47) : (!stream.resource<constant>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.timepoint
    %50 = "stream.timepoint.await"(%48#0, %46, %49) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%50) <{global = @__hoisted_tensor_2x3xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%45) <{global = @__hoisted_tensor_2x3xf32__timepoint}> : (!stream.timepoint) -> ()
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
    %12 = "arith.constant"() <{value = 81985529216486895 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 64 : index}> : () -> index
    %14 = "arith.constant"() <{value = 128 : index}> : () -> index
    %15 = "arith.constant"() <{value = 192 : index}> : () -> index
    %16 = "arith.constant"() <{value = 256 : index}> : () -> index
    %17 = "arith.constant"() <{value = 320 : index}> : () -> index
    %18 = "arith.constant"() <{value = 384 : index}> : () -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %21 = "util.global.load"() <{global = @__hoisted_tensor_2x3xf32, is_immutable}> : () -> !stream.resource<constant>
    %22 = "arith.index_cast"(%arg0) : (i32) -> index
    %23 = "arith.muli"(%22, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %24 = "util.align"(%23, %13) : (index, index) -> index
    %25 = "arith.addi"(%24, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %26:2 = "stream.resource.alloca"(%25, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %27 = "stream.timepoint.join"(%20, %26#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %28 = "stream.cmd.execute"(%21, %26#0, %7, %25, %27) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<constant>, %arg2: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg1, %7, %19, %arg2, %25, %17, %7) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.dispatch"(%0, %12, %0, %arg2, %25, %15, %7) <{entry_points = [@__builtin_splat_i64::@__builtin_splat_i64], operandSegmentSizes = array<i32: 1, 2, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (index, i64, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.fill"(%arg2, %25, %14, %6, %11) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.cmd.fill"(%arg2, %25, %13, %5, %10) : (!stream.resource<external>, index, index, index, i16) -> ()
        "stream.cmd.fill"(%arg2, %25, %19, %4, %9) : (!stream.resource<external>, index, index, index, i8) -> ()
        "stream.cmd.fill"(%arg2, %25, %18, %23, %2) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.cmd.fill"(%arg2, %25, %16, %8, %1) : (!stream.resource<external>, index, index, index, i16) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %29 = "stream.timepoint.await"(%26#0, %25, %28) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %30 = "stream.resource.subview"(%29, %25, %18, %23) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %31 = "stream.resource.subview"(%29, %25, %19, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %32 = "stream.resource.subview"(%29, %25, %13, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %33 = "stream.resource.subview"(%29, %25, %14, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %34 = "stream.resource.subview"(%29, %25, %15, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %35 = "stream.resource.subview"(%29, %25, %16, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %36 = "stream.resource.subview"(%29, %25, %17, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %37 = "stream.tensor.export"(%30, %22, %23) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %38 = "stream.tensor.export"(%31, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %39 = "stream.tensor.export"(%32, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %40 = "stream.tensor.export"(%33, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %41 = "stream.tensor.export"(%34, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %42 = "stream.tensor.export"(%35, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %43 = "stream.tensor.export"(%36, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%38, %39, %40, %41, %42, %43, %37) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: i32) -> (%output0: tensor<5xi8>, %output1: tensor<3xi16>, %output2: tensor<2x2xi32>, %output3: tensor<3xi64>, %output4: tensor<4xf16>, %output5: tensor<2x3xf32>, %output6: tensor<?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

