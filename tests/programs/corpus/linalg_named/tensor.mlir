#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_12_f32, sym_name = "main_dispatch_0_elementwise_12_f32", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_12_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %46 = "arith.constant"() <{value = 0 : index}> : () -> index
        %47 = "stream.binding.subspan"(%arg10, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %48 = "stream.binding.subspan"(%arg11, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %49 = "stream.binding.subspan"(%arg12, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %50 = "stream.binding.subspan"(%arg13, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>) -> tensor<12xf32>
        %53 = "tensor.empty"() : () -> tensor<12xf32>
        %54:2 = "linalg.generic"(%51, %52, %53, %53) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32):
          %55 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "math.exp"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %57 = "arith.mulf"(%55, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.negf"(%57) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%55, %58) : (f32, f32) -> ()
        }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%54#0, %49) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%54#1, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (tensor<12xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_3x3x4_f32, sym_name = "main_dispatch_1_matmul_3x3x4_f32", sym_visibility = "public"}> ({
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_3x3x4_f32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg2, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %35 = "stream.binding.subspan"(%arg3, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %36 = "stream.binding.subspan"(%arg4, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>
        %37 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>) -> tensor<3x4xf32>
        %40 = "tensor.empty"() : () -> tensor<3x3xf32>
        %41 = "linalg.fill"(%37, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32):
          "linalg.yield"(%arg8) : (f32) -> ()
        }) : (f32, tensor<3x3xf32>) -> tensor<3x3xf32>
        %42 = "linalg.matmul"(%38, %39, %41) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
          %43 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "arith.addf"(%arg7, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%44) : (f32) -> ()
        }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 3>, static_strides = array<i64: 1, 1>}> : (tensor<3x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<12xf32>}> : () -> index
    %15 = "stream.tensor.clone"(%6, %4, %14) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<12xf32>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<12xf32>}> : () -> index
    %17 = "stream.tensor.clone"(%13, %11, %16) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<12xf32>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<12xf32>}> : () -> index
    %19 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<12xf32>}> : () -> index
    %20:2 = "stream.tensor.dispatch"(%15, %17, %14, %16, %18, %19) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_12_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 2, 0>, operand_encodings = [tensor<12xf32>, tensor<12xf32>], result_encodings = [tensor<12xf32>, tensor<12xf32>], tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %21 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %22 = "stream.tensor.clone"(%20#0, %18, %21) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x4xf32>, source_encoding = tensor<12xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %23 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x4xf32>}> : () -> index
    %24 = "stream.tensor.clone"(%20#1, %19, %23) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<3x4xf32>, source_encoding = tensor<12xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %25 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x3xf32>}> : () -> index
    %26 = "stream.tensor.dispatch"(%6, %13, %4, %11, %25) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_3x3x4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<3x4xf32>, tensor<3x4xf32>], result_encodings = [tensor<3x3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %27 = "stream.async.cast"(%22, %21, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %21) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%24, %23, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %23) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.async.cast"(%26, %25, %25) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %25) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%28, %30, %arg1, %32) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<3x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>, %output2: tensor<3x4xf32>, %output3: tensor<3x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

