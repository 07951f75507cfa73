#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_f32, sym_name = "main_dispatch_0_elementwise_8_f32", sym_visibility = "public"}> ({
      %28:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%28#0, %28#1, %28#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding):
        %12 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %13 = "arith.constant"() <{value = 0 : index}> : () -> index
        %14 = "stream.binding.subspan"(%arg5, %13) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %15 = "stream.binding.subspan"(%arg6, %13) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %16 = "stream.binding.subspan"(%arg7, %13) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %17 = "iree_tensor_ext.dispatch.tensor.load"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %18 = "iree_tensor_ext.dispatch.tensor.load"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %19 = "tensor.empty"() : () -> tensor<8xf32>
        %20 = "linalg.generic"(%17, %18, %19) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %21 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %22 = "arith.mulf"(%21, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %23 = "arith.subf"(%22, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %24 = "math.absf"(%23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %25 = "math.sqrt"(%24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %26 = "arith.maximumf"(%25, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %27 = "arith.mulf"(%26, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%27) : (f32) -> ()
        }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%20, %16) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %4, %5, %3, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %9 = "stream.cmd.execute"(%6, %7, %8#0, %1, %1, %1, %8#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %1, %1, %1, %0, %0, %0, %1, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %10 = "stream.timepoint.await"(%8#0, %1, %9) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4xf32>, %input1: tensor<2x4xf32>) -> (%output0: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

