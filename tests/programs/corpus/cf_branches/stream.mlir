#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_3_i32, sym_name = "main_dispatch_0_elementwise_3_i32", sym_visibility = "public"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_3_i32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding, %arg26: !stream.binding):
        %61 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %62 = "arith.constant"() <{value = 0 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg24, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %64 = "stream.binding.subspan"(%arg25, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %65 = "stream.binding.subspan"(%arg26, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %68 = "tensor.empty"() : () -> tensor<3xi32>
        %69 = "linalg.generic"(%66, %67, %68) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: i32, %arg28: i32, %arg29: i32):
          %70 = "arith.muli"(%arg27, %61) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %71 = "arith.subi"(%70, %arg28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%71) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %65) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3_i32, sym_name = "main_dispatch_1_elementwise_3_i32", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3_i32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %52 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg20, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %55 = "stream.binding.subspan"(%arg21, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %57 = "tensor.empty"() : () -> tensor<3xi32>
        %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: i32, %arg23: i32):
          %59 = "arith.subi"(%52, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%59) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_3_i32, sym_name = "main_dispatch_2_elementwise_3_i32", sym_visibility = "public"}> ({
      %51:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%51#0, %51#1, %51#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_3_i32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %43 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg16, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %46 = "stream.binding.subspan"(%arg17, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %48 = "tensor.empty"() : () -> tensor<3xi32>
        %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: i32, %arg19: i32):
          %50 = "arith.shli"(%arg18, %43) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%50) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %4 = "arith.constant"() <{value = 12 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "hal.element_type"() <{type = i32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "cf.br"(%10, %3, %7)[^bb1] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb1(%11: !stream.resource<external>, %12: !stream.timepoint, %13: i32):  // 2 preds: ^bb0, ^bb2
    %14 = "arith.cmpi"(%13, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%14)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %15:2 = "stream.resource.alloca"(%4, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %16:2 = "stream.resource.alloca"(%2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %17 = "stream.timepoint.join"(%15#1, %16#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.cmd.execute"(%11, %10, %15#0, %16#0, %4, %4, %4, %2, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg12: !stream.resource<external>, %arg13: !stream.resource<external>, %arg14: !stream.resource<external>, %arg15: !stream.resource<transient>):
      "stream.cmd.copy"(%arg12, %4, %0, %arg15, %2, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg15, %arg13, %arg14, %2, %4, %4, %0, %0, %0, %2, %4, %4) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.resource.dealloca"(%16#0, %2, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %20 = "arith.addi"(%13, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%15#0, %19, %20)[^bb1] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb3:  // pred: ^bb1
    %21 = "arith.cmpi"(%arg2, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%21)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %22:2 = "stream.resource.alloca"(%4, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %23:2 = "stream.resource.alloca"(%2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %24 = "stream.timepoint.join"(%22#1, %23#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.cmd.execute"(%11, %22#0, %23#0, %4, %4, %2, %24) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<transient>):
      "stream.cmd.copy"(%arg9, %4, %0, %arg11, %2, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg11, %arg10, %2, %4, %0, %0, %2, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.resource.dealloca"(%23#0, %2, %25) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%22#0, %26)[^bb7] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb5:  // pred: ^bb3
    %27 = "arith.cmpi"(%arg2, %7) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%27, %10, %3)[^bb7, ^bb6] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb6:  // pred: ^bb5
    %28:2 = "stream.resource.alloca"(%4, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %29:2 = "stream.resource.alloca"(%2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %30 = "stream.timepoint.join"(%28#1, %29#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %31 = "stream.cmd.execute"(%11, %28#0, %29#0, %4, %4, %2, %30) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<transient>):
      "stream.cmd.copy"(%arg6, %4, %0, %arg8, %2, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg8, %arg7, %2, %4, %0, %0, %2, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %32 = "stream.resource.dealloca"(%29#0, %2, %31) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%28#0, %32)[^bb7] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb7(%33: !stream.resource<external>, %34: !stream.timepoint):  // 3 preds: ^bb4, ^bb5, ^bb6
    %35 = "stream.timepoint.join"(%12, %34) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %36:2 = "stream.resource.alloca"(%1, %35) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %37 = "stream.cmd.execute"(%11, %33, %36#0, %4, %4, %1, %36#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg3, %4, %0, %arg5, %1, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg4, %4, %0, %arg5, %1, %2, %4) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %38 = "stream.timepoint.await"(%36#0, %1, %37) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %39 = "stream.resource.subview"(%38, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %40 = "stream.resource.subview"(%38, %1, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %41 = "stream.tensor.export"(%39, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %42 = "stream.tensor.export"(%40, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%42, %41) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: i32, %input2: i32) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

