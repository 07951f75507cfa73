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
      %44:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%44#0, %44#1, %44#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}], function_type = (!stream.binding, !stream.binding, !stream.binding, i32) -> (), sym_name = "main_dispatch_0_matmul_3x4x4_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding, %arg15: i32):
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %32 = "arith.index_castui"(%arg15) : (i32) -> index
        %33 = "util.assume.int"(%32) <{assumptions = [[#util.int.assumption<umin = 0, umax = 0>, #util.int.assumption<umin = 64, umax = 64, udiv = 64>]]}> : (index) -> index
        %34 = "stream.binding.subspan"(%arg12, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %35 = "stream.binding.subspan"(%arg13, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %36 = "stream.binding.subspan"(%arg14, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %39 = "tensor.empty"() : () -> tensor<3x4xf32>
        %40 = "linalg.fill"(%31, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          "linalg.yield"(%arg19) : (f32) -> ()
        }) : (f32, tensor<3x4xf32>) -> tensor<3x4xf32>
        %41 = "linalg.matmul"(%37, %38, %40) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %42 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %43 = "arith.addf"(%arg18, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%43) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_12_f32, sym_name = "main_dispatch_1_elementwise_12_f32", sym_visibility = "public"}> ({
      %29:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%29#0, %29#1, %29#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_12_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding):
        %22 = "arith.constant"() <{value = 0 : index}> : () -> index
        %23 = "stream.binding.subspan"(%arg8, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %24 = "stream.binding.subspan"(%arg9, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %25 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %26 = "tensor.empty"() : () -> tensor<12xf32>
        %27 = "linalg.generic"(%25, %26) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          %28 = "math.tanh"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%28) : (f32) -> ()
        }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%27, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence):
    %0 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "arith.constant"() <{value = 48 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 3 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "stream.timepoint.import"(%arg2) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    "hal.buffer_view.assert"(%arg1, %8, %9, %6, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:2 = "stream.resource.alloca"(%3, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %14 = "stream.resource.subview"(%13#0, %3, %2, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %15 = "stream.resource.subview"(%13#0, %3, %4, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %16:2 = "stream.resource.alloca"(%4, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %17 = "stream.timepoint.join"(%13#1, %16#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.cmd.execute"(%10, %12, %13#0, %16#0, %5, %4, %3, %4, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %arg4, %arg5, %arg6, %5, %4, %3, %2, %2, %2, %5, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg6, %arg7, %3, %4, %2, %2, %3, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%0, %arg7, %arg5, %arg6, %4, %4, %3, %2, %2, %2, %4, %4, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.resource.dealloca"(%16#0, %4, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%19, %arg3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.timepoint, !hal.fence) -> ()
    %20 = "stream.tensor.export"(%14, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%15, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %21) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<3x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>)", iree.abi.model = "coarse-fences"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

