#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store, sym_name = "main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "stream.binding.subspan"(%arg13, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %42 = "stream.binding.subspan"(%arg14, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %44 = "tensor.empty"() : () -> tensor<3x5xf32>
        %45 = "linalg.softmax"(%43, %44) <{dimension = 1 : i64}> : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%45, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (tensor<3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store, sym_name = "main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store", sym_visibility = "public"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg11, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %35 = "stream.binding.subspan"(%arg12, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %37 = "tensor.empty"() : () -> tensor<3x5xf32>
        %38 = "linalg.softmax"(%36, %37) <{dimension = 0 : i64}> : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (tensor<3x5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x5_f32, sym_name = "main_dispatch_2_reduction_3x5_f32", sym_visibility = "public"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x5_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding):
        %20 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg3, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %23 = "stream.binding.subspan"(%arg4, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %25 = "tensor.empty"() : () -> tensor<3xf32>
        %26 = "linalg.fill"(%20, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %27 = "linalg.generic"(%24, %26) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32):
          %30 = "math.exp"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %31 = "arith.addf"(%30, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%31) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        %28 = "linalg.generic"(%27, %25) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32):
          %29 = "math.log"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%29) : (f32) -> ()
        }) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%28, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 192 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 12 : index}> : () -> index
    %5 = "arith.constant"() <{value = 60 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : index}> : () -> index
    %7 = "arith.constant"() <{value = 3 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %12 = "stream.cmd.execute"(%10, %11#0, %5, %1, %11#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg1, %arg2, %5, %1, %0, %0, %5, %5) <{entry_points = [@main_dispatch_0::@main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg2, %5, %1, %0, %3, %5, %5) <{entry_points = [@main_dispatch_1::@main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg1, %arg2, %5, %1, %0, %2, %5, %4) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.timepoint.await"(%11#0, %1, %12) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %14 = "stream.resource.subview"(%13, %1, %0, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %15 = "stream.resource.subview"(%13, %1, %3, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %16 = "stream.resource.subview"(%13, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%14, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%15, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.tensor.export"(%16, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17, %18, %19) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x5xf32>) -> (%output0: tensor<3x5xf32>, %output1: tensor<3x5xf32>, %output2: tensor<3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

