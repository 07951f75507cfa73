#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_3_i32, sym_name = "main_dispatch_0_elementwise_3_i32", sym_visibility = "public"}> ({
      %64:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%64#0, %64#1, %64#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_3_i32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding, %arg21: !stream.binding):
        %53 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %54 = "arith.constant"() <{value = 0 : index}> : () -> index
        %55 = "stream.binding.subspan"(%arg19, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %56 = "stream.binding.subspan"(%arg20, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %57 = "stream.binding.subspan"(%arg21, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %60 = "tensor.empty"() : () -> tensor<3xi32>
        %61 = "linalg.generic"(%58, %59, %60) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
          %62 = "arith.muli"(%arg22, %53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %63 = "arith.subi"(%62, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%63) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%61, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_3_i32, sym_name = "main_dispatch_1_elementwise_3_i32", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_3_i32"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %45 = "arith.constant"() <{value = 0 : index}> : () -> index
        %46 = "stream.binding.subspan"(%arg15, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %47 = "stream.binding.subspan"(%arg16, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %49 = "tensor.empty"() : () -> tensor<3xi32>
        %50 = "linalg.generic"(%48, %49) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg17: i32, %arg18: i32):
          %51 = "arith.subi"(%44, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%51) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%50, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_3_i32, sym_name = "main_dispatch_2_elementwise_3_i32", sym_visibility = "public"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_3_i32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding):
        %35 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %36 = "arith.constant"() <{value = 0 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg11, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %38 = "stream.binding.subspan"(%arg12, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>) -> tensor<3xi32>
        %40 = "tensor.empty"() : () -> tensor<3xi32>
        %41 = "linalg.generic"(%39, %40) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: i32, %arg14: i32):
          %42 = "arith.shli"(%arg13, %35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%42) : (i32) -> ()
        }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 12 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "hal.element_type"() <{type = i32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "cf.br"(%8, %0, %5)[^bb1] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb1(%9: !stream.resource<external>, %10: !stream.timepoint, %11: i32):  // 2 preds: ^bb0, ^bb2
    %12 = "arith.cmpi"(%11, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%12)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %13:2 = "stream.async.execute"(%9, %8, %2, %2, %2, %10) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.resource<external>):
      %33 = "stream.async.clone"(%arg9, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<transient>
      %34 = "stream.async.dispatch"(%33, %arg10, %2, %2, %1, %1, %2, %2, %2, %2, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%34, %2) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %14 = "arith.addi"(%11, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%13#0, %13#1, %14)[^bb1] : (!stream.resource<external>, !stream.timepoint, i32) -> ()
  ^bb3:  // pred: ^bb1
    %15 = "arith.cmpi"(%arg2, %5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%15)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %16:2 = "stream.async.execute"(%9, %2, %2, %10) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg8: !stream.resource<external>):
      %31 = "stream.async.clone"(%arg8, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<transient>
      %32 = "stream.async.dispatch"(%31, %2, %1, %2, %2, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%32, %2) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    "cf.br"(%16#0, %16#1)[^bb7] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb5:  // pred: ^bb3
    %17 = "arith.cmpi"(%arg2, %5) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%17, %8, %0)[^bb7, ^bb6] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb6:  // pred: ^bb5
    %18:2 = "stream.async.execute"(%9, %2, %2, %10) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg7: !stream.resource<external>):
      %29 = "stream.async.clone"(%arg7, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<transient>
      %30 = "stream.async.dispatch"(%29, %2, %1, %2, %2, %2) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_3_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%30, %2) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    "cf.br"(%18#0, %18#1)[^bb7] : (!stream.resource<external>, !stream.timepoint) -> ()
  ^bb7(%19: !stream.resource<external>, %20: !stream.timepoint):  // 3 preds: ^bb4, ^bb5, ^bb6
    %21 = "stream.timepoint.join"(%10, %20) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %22:3 = "stream.async.execute"(%9, %19, %2, %2, %2, %2, %21) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 2, 1>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      %26:2 = "stream.async.concurrent"(%arg3, %arg4, %2, %2, %2, %2) <{operandSegmentSizes = array<i32: 2, 2, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
        %27 = "stream.async.clone"(%arg5, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
        %28 = "stream.async.clone"(%arg6, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
        "stream.yield"(%27, %28, %2, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%26#0, %26#1, %2, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %23:2 = "stream.timepoint.await"(%22#1, %22#0, %2, %2, %22#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %24 = "stream.tensor.export"(%23#0, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.tensor.export"(%23#1, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%25, %24) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: i32, %input2: i32) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

