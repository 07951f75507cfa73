#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_3_i32, sym_name = "main_dispatch_0_elementwise_3_i32", sym_visibility = "public"}> ({
      %76:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%76#0, %76#1, %76#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_3_i32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding, %arg26: !stream.binding):
        %65 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %66 = "arith.constant"() <{value = 0 : index}> : () -> index
        %67 = "stream.binding.subspan"(%arg24, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %68 = "stream.binding.subspan"(%arg25, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %69 = "stream.binding.subspan"(%arg26, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %70 = "iree_tensor_ext.dispatch.tensor.load"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %72 = "tensor.empty"() : () -> tensor<3xi32>
        %73 = "linalg.generic"(%70, %71, %72) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: i32, %arg28: i32, %arg29: i32):
          %74 = "arith.muli"(%arg27, %65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %75 = "arith.subi"(%74, %arg28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%75) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%73, %69) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3_i32, sym_name = "main_dispatch_1_elementwise_3_i32", sym_visibility = "public"}> ({
      %64:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%64#0, %64#1, %64#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3_i32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %56 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "stream.binding.subspan"(%arg20, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %59 = "stream.binding.subspan"(%arg21, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %61 = "tensor.empty"() : () -> tensor<3xi32>
        %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: i32, %arg23: i32):
          %63 = "arith.subi"(%56, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%63) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%62, %59) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_3_i32, sym_name = "main_dispatch_2_elementwise_3_i32", sym_visibility = "public"}> ({
      %55:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%55#0, %55#1, %55#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_3_i32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %47 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %48 = "arith.constant"() <{value = 0 : index}> : () -> index
        %49 = "stream.binding.subspan"(%arg16, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %50 = "stream.binding.subspan"(%arg17, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %52 = "tensor.empty"() : () -> tensor<3xi32>
        %53 = "linalg.generic"(%51, %52) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: i32, %arg19: i32):
          %54 = "arith.shli"(%arg18, %47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%54) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
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
    %17 = "stream.timepoint.join"(%12, %15#1, %16#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.cmd.execute"(%11, %10, %15#0, %16#0, %4, %4, %4, %2, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg12: !stream.resource<external>, %arg13: !stream.resource<external>, %arg14: !stream.resource<external>, %arg15: !stream.resource<transient>):
      "stream.cmd.copy"(%arg12, %4, %0, %arg15, %2, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg15, %arg13, %arg14, %2, %4, %4, %0, %0, %0, %4, %4, %4) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.resource.dealloca"(%16#0, %2, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.join"(%19, %18) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %21 = "arith.addi"(%13, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%15#0, %20, %21)[^bb1] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb3:  // pred: ^bb1
    %22 = "arith.cmpi"(%arg2, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%22)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %23:2 = "stream.resource.alloca"(%4, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %24:2 = "stream.resource.alloca"(%2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %25 = "stream.timepoint.join"(%12, %23#1, %24#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.cmd.execute"(%11, %23#0, %24#0, %4, %4, %2, %25) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<transient>):
      "stream.cmd.copy"(%arg9, %4, %0, %arg11, %2, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg11, %arg10, %2, %4, %0, %0, %4, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %27 = "stream.resource.dealloca"(%24#0, %2, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %28 = "stream.timepoint.join"(%27, %26) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%23#0, %28)[^bb7] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb5:  // pred: ^bb3
    %29 = "arith.cmpi"(%arg2, %7) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%29, %10, %3)[^bb7, ^bb6] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb6:  // pred: ^bb5
    %30:2 = "stream.resource.alloca"(%4, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %31:2 = "stream.resource.alloca"(%2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %32 = "stream.timepoint.join"(%12, %30#1, %31#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %33 = "stream.cmd.execute"(%11, %30#0, %31#0, %4, %4, %2, %32) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<transient>):
      "stream.cmd.copy"(%arg6, %4, %0, %arg8, %2, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg8, %arg7, %2, %4, %0, %0, %4, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %34 = "stream.resource.dealloca"(%31#0, %2, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %35 = "stream.timepoint.join"(%34, %33) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%30#0, %35)[^bb7] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb7(%36: !stream.resource<external>, %37: !stream.timepoint):  // 3 preds: ^bb4, ^bb5, ^bb6
    %38 = "stream.timepoint.join"(%12, %37) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %39:2 = "stream.resource.alloca"(%1, %38) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %40 = "stream.timepoint.join"(%12, %37, %39#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %41 = "stream.cmd.execute"(%11, %36, %39#0, %4, %4, %1, %40) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg3, %4, %0, %arg5, %1, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg4, %4, %0, %arg5, %1, %2, %4) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %42 = "stream.timepoint.await"(%39#0, %1, %41) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %43 = "stream.resource.subview"(%42, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %44 = "stream.resource.subview"(%42, %1, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %45 = "stream.tensor.export"(%43, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %46 = "stream.tensor.export"(%44, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%46, %45) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: i32, %input2: i32) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

