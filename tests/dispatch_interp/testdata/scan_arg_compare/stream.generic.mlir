#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_scan_3x7xf32, sym_name = "main_dispatch_0_scan_3x7xf32", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_scan_3x7xf32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding, %arg25: !stream.binding):
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg23, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7xf32>>
        %64 = "stream.binding.subspan"(%arg24, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3xf32>>
        %65 = "stream.binding.subspan"(%arg25, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x7xf32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7xf32>>) -> tensor<3x7xf32>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3xf32>>) -> tensor<3xf32>
        %68 = "tensor.empty"() : () -> tensor<3x7xf32>
        %69:2 = "iree_linalg_ext.scan"(%66, %68, %67) <{dimension = 1 : i64, inclusive = true}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          %70 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "iree_linalg_ext.yield"(%70) : (f32) -> ()
        }) : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3xf32>) -> (tensor<3x7xf32>, tensor<3xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%69#0, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 7>, static_strides = array<i64: 1, 1>}> : (tensor<3x7xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x7xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%69#1, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_scan_5x4xi32, sym_name = "main_dispatch_1_scan_5x4xi32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_scan_5x4xi32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding, %arg20: !stream.binding):
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "arith.constant"() <{value = 128 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg18, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xi32>>
        %53 = "stream.binding.subspan"(%arg19, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>
        %54 = "stream.binding.subspan"(%arg20, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x4xi32>>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xi32>>) -> tensor<5x4xi32>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>) -> tensor<4xi32>
        %57 = "tensor.empty"() : () -> tensor<5x4xi32>
        %58:2 = "iree_linalg_ext.scan"(%55, %57, %56) <{dimension = 0 : i64, inclusive = false}> ({
        ^bb0(%arg21: i32, %arg22: i32):
          %59 = "arith.muli"(%arg21, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %60 = "arith.addi"(%59, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "iree_linalg_ext.yield"(%60) : (i32) -> ()
        }) : (tensor<5x4xi32>, tensor<5x4xi32>, tensor<4xi32>) -> (tensor<5x4xi32>, tensor<4xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%58#0, %54) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 5, 4>, static_strides = array<i64: 1, 1>}> : (tensor<5x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x4xi32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%58#1, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xi32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_arg_compare_3x7xf32, sym_name = "main_dispatch_2_arg_compare_3x7xf32", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_arg_compare_3x7xf32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %34 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 10 : index}> : () -> index
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "arith.constant"() <{value = 256 : index}> : () -> index
        %38 = "arith.constant"() <{value = 320 : index}> : () -> index
        %39 = "stream.binding.subspan"(%arg9, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7xf32>>
        %40 = "stream.binding.subspan"(%arg10, %37) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %41 = "stream.binding.subspan"(%arg11, %38) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 7>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x7xf32>>) -> tensor<3x7xf32>
        %43 = "tensor.empty"() : () -> tensor<3xi32>
        %44 = "tensor.empty"() : () -> tensor<3xf32>
        %45 = "linalg.fill"(%33, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i32, %arg17: i32):
          "linalg.yield"(%arg16) : (i32) -> ()
        }) : (i32, tensor<3xi32>) -> tensor<3xi32>
        %46 = "linalg.fill"(%34, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          "linalg.yield"(%arg14) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %47:2 = "iree_linalg_ext.arg_compare"(%42, %46, %45, %35) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32):
          %48 = "arith.cmpf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          "iree_linalg_ext.yield"(%48) : (i1) -> ()
        }) : (tensor<3x7xf32>, tensor<3xf32>, tensor<3xi32>, index) -> (tensor<3xf32>, tensor<3xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%47#0, %40) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%47#1, %41) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 384 : index}> : () -> index
    %2 = "arith.constant"() <{value = 320 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6 = "arith.constant"() <{value = 12 : index}> : () -> index
    %7 = "arith.constant"() <{value = 80 : index}> : () -> index
    %8 = "arith.constant"() <{value = 84 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x7xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %16, %14, %10, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<5x4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %13, %14, %12) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %18 = "stream.tensor.import"(%arg2, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %16, %14, %9) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %19 = "stream.tensor.import"(%arg3, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %21 = "stream.cmd.execute"(%15, %18, %17, %19, %20#0, %8, %6, %7, %5, %1, %20#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg4, %arg5, %arg8, %8, %6, %1, %0, %0, %0, %8, %6, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_scan_3x7xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 3 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg6, %arg7, %arg8, %7, %5, %1, %0, %0, %0, %7, %5, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_scan_5x4xi32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 3 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg4, %arg8, %arg8, %8, %1, %1, %0, %0, %0, %8, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_arg_compare_3x7xf32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %22:3 = "stream.timepoint.await"(%20#0, %18, %19, %1, %6, %5, %21) <{operandSegmentSizes = array<i32: 3, 3, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %23 = "stream.resource.subview"(%22#0, %1, %0, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%22#0, %1, %4, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%22#0, %1, %3, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%22#0, %1, %2, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%23, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x7xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%22#1, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%24, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%22#2, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%25, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.tensor.export"(%26, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%27, %28, %29, %30, %31, %32) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x7xf32>, %input1: tensor<5x4xi32>, %input2: tensor<3xf32>, %input3: tensor<4xi32>) -> (%output0: tensor<3x7xf32>, %output1: tensor<3xf32>, %output2: tensor<5x4xi32>, %output3: tensor<4xi32>, %output4: tensor<3xf32>, %output5: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

