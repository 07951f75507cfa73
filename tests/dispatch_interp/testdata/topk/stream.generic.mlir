#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_topk_4x10xf32, sym_name = "main_dispatch_0_topk_4x10xf32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_topk_4x10xf32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding, %arg19: !stream.binding):
        %47 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %48 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %49 = "arith.constant"() <{value = 0 : index}> : () -> index
        %50 = "arith.constant"() <{value = 64 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg17, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x10xf32>>
        %52 = "stream.binding.subspan"(%arg18, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf32>>
        %53 = "stream.binding.subspan"(%arg19, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xi32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 10>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x10xf32>>) -> tensor<4x10xf32>
        %55 = "tensor.empty"() : () -> tensor<4x3xi32>
        %56 = "tensor.empty"() : () -> tensor<4x3xf32>
        %57 = "linalg.fill"(%48, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: i32, %arg25: i32):
          "linalg.yield"(%arg24) : (i32) -> ()
        }) : (i32, tensor<4x3xi32>) -> tensor<4x3xi32>
        %58 = "linalg.fill"(%47, %56) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          "linalg.yield"(%arg22) : (f32) -> ()
        }) : (f32, tensor<4x3xf32>) -> tensor<4x3xf32>
        %59:2 = "iree_linalg_ext.topk"(%54, %58, %57) <{dimension = 1 : i64}> ({
        ^bb0(%arg20: f32, %arg21: f32):
          %60 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          "iree_linalg_ext.yield"(%60) : (i1) -> ()
        }) : (tensor<4x10xf32>, tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%59#0, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%59#1, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_topk_9x3xi32, sym_name = "main_dispatch_1_topk_9x3xi32", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_topk_9x3xi32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %30 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        %31 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "arith.constant"() <{value = 128 : index}> : () -> index
        %34 = "arith.constant"() <{value = 192 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg7, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xi32>>
        %36 = "stream.binding.subspan"(%arg8, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xi32>>
        %37 = "stream.binding.subspan"(%arg9, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xi32>>
        %38 = "stream.binding.subspan"(%arg10, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xi32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xi32>>) -> tensor<9x3xi32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 9, 3>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xi32>>) -> tensor<9x3xi32>
        %41 = "tensor.empty"() : () -> tensor<2x3xi32>
        %42 = "linalg.fill"(%30, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: i32, %arg16: i32):
          "linalg.yield"(%arg15) : (i32) -> ()
        }) : (i32, tensor<2x3xi32>) -> tensor<2x3xi32>
        %43 = "linalg.fill"(%31, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: i32, %arg14: i32):
          "linalg.yield"(%arg13) : (i32) -> ()
        }) : (i32, tensor<2x3xi32>) -> tensor<2x3xi32>
        %44:2 = "iree_linalg_ext.topk"(%39, %40, %42, %43) <{dimension = 0 : i64}> ({
        ^bb0(%arg11: i32, %arg12: i32):
          %45 = "arith.cmpi"(%arg11, %arg12) <{predicate = 2 : i64}> : (i32, i32) -> i1
          "iree_linalg_ext.yield"(%45) : (i1) -> ()
        }) : (tensor<9x3xi32>, tensor<9x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%44#0, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xi32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%44#1, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 192 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 48 : index}> : () -> index
    %7 = "arith.constant"() <{value = 108 : index}> : () -> index
    %8 = "arith.constant"() <{value = 160 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 9 : index}> : () -> index
    %11 = "arith.constant"() <{value = 10 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x10xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %16, %14, %10, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<9x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %16, %14, %10, %9) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %18 = "stream.tensor.import"(%arg2, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<9x3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %19:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %20 = "stream.cmd.execute"(%15, %17, %18, %19#0, %8, %7, %7, %1, %19#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg3, %arg6, %arg6, %8, %1, %1, %0, %0, %0, %8, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_topk_4x10xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg4, %arg5, %arg6, %arg6, %7, %7, %1, %1, %0, %0, %0, %0, %7, %7, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_topk_9x3xi32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.timepoint.await"(%19#0, %1, %20) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%21, %1, %0, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%21, %1, %4, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%21, %1, %3, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%21, %1, %2, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%22, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%23, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%24, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%25, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %27, %28, %29) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x10xf32>, %input1: tensor<9x3xi32>, %input2: tensor<9x3xi32>) -> (%output0: tensor<4x3xf32>, %output1: tensor<4x3xi32>, %output2: tensor<2x3xi32>, %output3: tensor<2x3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

