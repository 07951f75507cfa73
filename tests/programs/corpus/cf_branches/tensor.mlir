#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_3_i32, sym_name = "main_dispatch_0_elementwise_3_i32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_3_i32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg11, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %52 = "stream.binding.subspan"(%arg12, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %53 = "stream.binding.subspan"(%arg13, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %54 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %57 = "tensor.empty"() : () -> tensor<3xi32>
        %58 = "linalg.generic"(%55, %56, %57) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: i32, %arg15: i32, %arg16: i32):
          %59 = "arith.muli"(%arg14, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %60 = "arith.subi"(%59, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%60) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3_i32, sym_name = "main_dispatch_1_elementwise_3_i32", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3_i32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg7, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %43 = "stream.binding.subspan"(%arg8, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %44 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %46 = "tensor.empty"() : () -> tensor<3xi32>
        %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i32):
          %48 = "arith.subi"(%44, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%48) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_3_i32, sym_name = "main_dispatch_2_elementwise_3_i32", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_3_i32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding):
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "stream.binding.subspan"(%arg3, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %34 = "stream.binding.subspan"(%arg4, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %35 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %37 = "tensor.empty"() : () -> tensor<3xi32>
        %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: i32, %arg6: i32):
          %39 = "arith.shli"(%arg5, %35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%39) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "hal.element_type"() <{type = i32}> : () -> i32
    %3 = "hal.encoding_type"() : () -> i32
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %2, %3, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %5 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xi32>}> : () -> index
    %6 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7 = "stream.async.cast"(%6, %5, %5) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "cf.br"(%7, %5, %1)[^bb1] : (!stream.resource<*>, index, i32) -> ()
  ^bb1(%8: !stream.resource<*>, %9: index, %10: i32):  // 2 preds: ^bb0, ^bb2
    %11 = "arith.cmpi"(%10, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%11)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %12 = "stream.async.transfer"(%8, %9, %9) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %13 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xi32>}> : () -> index
    %14 = "stream.tensor.dispatch"(%12, %7, %9, %5, %13) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3xi32>, tensor<3xi32>], result_encodings = [tensor<3xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %15 = "arith.addi"(%10, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%14, %13, %15)[^bb1] : (!stream.resource<*>, index, i32) -> ()
  ^bb3:  // pred: ^bb1
    %16 = "arith.cmpi"(%arg2, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%16)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %17 = "stream.async.transfer"(%8, %9, %9) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xi32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%17, %9, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3xi32>], result_encodings = [tensor<3xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "cf.br"(%19, %18)[^bb7] : (!stream.resource<*>, index) -> ()
  ^bb5:  // pred: ^bb3
    %20 = "arith.cmpi"(%arg2, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%20, %7, %5)[^bb7, ^bb6] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.resource<*>, index) -> ()
  ^bb6:  // pred: ^bb5
    %21 = "stream.async.transfer"(%8, %9, %9) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xi32>}> : () -> index
    %23 = "stream.tensor.dispatch"(%21, %9, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3xi32>], result_encodings = [tensor<3xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "cf.br"(%23, %22)[^bb7] : (!stream.resource<*>, index) -> ()
  ^bb7(%24: !stream.resource<*>, %25: index):  // 3 preds: ^bb4, ^bb5, ^bb6
    %26 = "stream.async.transfer"(%8, %9, %9) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %27 = "stream.async.cast"(%26, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.transfer"(%24, %25, %25) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %30 = "stream.async.cast"(%29, %25, %25) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %25) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%28, %31) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: i32, %input2: i32) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

