#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_broadcast_24_i32, sym_name = "main_dispatch_0_elementwise_broadcast_24_i32", sym_visibility = "public"}> ({
      %28:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%28#0, %28#1, %28#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}], function_type = (!stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_broadcast_24_i32"}> ({
      ^bb0(%arg9: !stream.binding):
        %20 = "arith.constant"() <{value = 8 : index}> : () -> index
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg9, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xi32>>
        %23 = "tensor.empty"() : () -> tensor<24xi32>
        %24 = "linalg.generic"(%23) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
        ^bb0(%arg10: i32):
          %25 = "linalg.index"() <{dim = 0 : i64}> : () -> index
          %26 = "arith.remsi"(%25, %20) : (index, index) -> index
          %27 = "arith.index_cast"(%26) : (index) -> i32
          "linalg.yield"(%27) : (i32) -> ()
        }) : (tensor<24xi32>) -> tensor<24xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%24, %22) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 24>, static_strides = array<i64: 1>}> : (tensor<24xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_sort_3x8xf32, sym_name = "main_dispatch_1_sort_3x8xf32", sym_visibility = "public"}> ({
      %19:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%19#0, %19#1, %19#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_sort_3x8xf32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding):
        %12 = "arith.constant"() <{value = 0 : index}> : () -> index
        %13 = "stream.binding.subspan"(%arg3, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>
        %14 = "stream.binding.subspan"(%arg4, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xi32>>
        %15 = "iree_tensor_ext.dispatch.tensor.load"(%13) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>) -> tensor<3x8xf32>
        %16 = "iree_tensor_ext.dispatch.tensor.load"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xi32>>) -> tensor<3x8xi32>
        %17:2 = "iree_linalg_ext.sort"(%15, %16) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: i32, %arg8: i32):
          %18 = "arith.cmpf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
          "iree_linalg_ext.yield"(%18) : (i1) -> ()
        }) : (tensor<3x8xf32>, tensor<3x8xi32>) -> (tensor<3x8xf32>, tensor<3x8xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%17#0, %13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (tensor<3x8xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%17#1, %14) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 8>, static_strides = array<i64: 1, 1>}> : (tensor<3x8xi32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 96 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%6, %7#0, %1, %1, %7#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %1, %0, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_broadcast_24_i32], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (!stream.resource<external>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg1, %arg2, %1, %1, %0, %0, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_sort_3x8xf32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [3 : i32, 3 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9:2 = "stream.timepoint.await"(%6, %7#0, %1, %1, %8) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %10 = "stream.tensor.export"(%9#0, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%9#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10, %11) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x8xf32>) -> (%output0: tensor<3x8xf32>, %output1: tensor<3x8xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

