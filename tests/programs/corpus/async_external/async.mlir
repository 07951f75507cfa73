#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_3x4x4_f32, sym_name = "main_dispatch_0_matmul_3x4x4_f32", sym_visibility = "public"}> ({
      %36:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%36#0, %36#1, %36#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_3x4x4_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding):
        %24 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg10, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %27 = "stream.binding.subspan"(%arg11, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %28 = "stream.binding.subspan"(%arg12, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %31 = "tensor.empty"() : () -> tensor<3x4xf32>
        %32 = "linalg.fill"(%24, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<3x4xf32>) -> tensor<3x4xf32>
        %33 = "linalg.matmul"(%29, %30, %32) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %34 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %35 = "arith.addf"(%arg15, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%35) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%33, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_12_f32, sym_name = "main_dispatch_1_elementwise_12_f32", sym_visibility = "public"}> ({
      %23:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%23#0, %23#1, %23#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_12_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %16 = "arith.constant"() <{value = 0 : index}> : () -> index
        %17 = "stream.binding.subspan"(%arg6, %16) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %18 = "stream.binding.subspan"(%arg7, %16) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %19 = "iree_tensor_ext.dispatch.tensor.load"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %20 = "tensor.empty"() : () -> tensor<12xf32>
        %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32):
          %22 = "math.tanh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%22) : (f32) -> ()
        }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%21, %18) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8 = "stream.timepoint.import"(%arg2) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    "hal.buffer_view.assert"(%arg1, %5, %6, %3, %3) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10:3 = "stream.async.execute"(%7, %9, %2, %1, %2, %2, %8) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 2, 1>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      %13 = "stream.async.dispatch"(%arg4, %arg5, %2, %1, %0, %0, %2, %1, %2, %1, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      %14 = "stream.async.dispatch"(%13, %2, %0, %2, %2, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
      %15 = "stream.async.dispatch"(%14, %arg5, %2, %1, %0, %0, %2, %1, %2, %1, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%13, %15, %2, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    "stream.timepoint.chain_external"(%10#2, %arg3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.timepoint, !hal.fence) -> ()
    %11 = "stream.tensor.export"(%10#0, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %12 = "stream.tensor.export"(%10#1, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11, %12) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<3x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>)", iree.abi.model = "coarse-fences"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

