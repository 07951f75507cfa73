#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32, sym_name = "main_dispatch_0_elementwise_6_f32", sym_visibility = "public"}> ({
      %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %71 = "arith.constant"() <{value = 0 : index}> : () -> index
        %72 = "stream.binding.subspan"(%arg12, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %73 = "stream.binding.subspan"(%arg13, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %74 = "stream.binding.subspan"(%arg14, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %75 = "stream.binding.subspan"(%arg15, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %77 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %78 = "tensor.empty"() : () -> tensor<6xf32>
        %79:2 = "linalg.generic"(%76, %77, %78, %78) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32, %arg19: f32):
          %80 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %81 = "arith.mulf"(%80, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%80, %81) : (f32, f32) -> ()
        }) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%79#0, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%79#1, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg8: !hal.buffer_view, %arg9: !hal.buffer_view, %arg10: !hal.fence, %arg11: !hal.fence):
    %35 = "hal.element_type"() <{type = f32}> : () -> i32
    %36 = "hal.encoding_type"() : () -> i32
    %37 = "arith.constant"() <{value = 2 : index}> : () -> index
    %38 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg8, %35, %36, %37, %38) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %39 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %40 = "stream.tensor.import"(%arg8, %39) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %41 = "stream.timepoint.import"(%arg10) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    %42 = "stream.timepoint.await"(%40, %39, %41) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %43 = "stream.async.cast"(%42, %39, %39) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %44 = "hal.element_type"() <{type = f32}> : () -> i32
    %45 = "hal.encoding_type"() : () -> i32
    %46 = "arith.constant"() <{value = 2 : index}> : () -> index
    %47 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg9, %44, %45, %46, %47) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %48 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %49 = "stream.tensor.import"(%arg9, %48) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %50 = "stream.timepoint.import"(%arg10) <{affinity = #hal.device.affinity<@__device_0>}> : (!hal.fence) -> !stream.timepoint
    %51 = "stream.timepoint.await"(%49, %48, %50) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %52 = "stream.async.cast"(%51, %48, %48) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %53 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %54 = "stream.tensor.clone"(%43, %39, %53) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<6xf32>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %55 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %56 = "stream.tensor.clone"(%52, %48, %55) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<6xf32>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %57 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %58 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %59:2 = "stream.tensor.dispatch"(%54, %56, %53, %55, %57, %58) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 2, 0>, operand_encodings = [tensor<6xf32>, tensor<6xf32>], result_encodings = [tensor<6xf32>, tensor<6xf32>], tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %60 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %61 = "stream.tensor.clone"(%59#0, %57, %60) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x3xf32>, source_encoding = tensor<6xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %62 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %63 = "stream.tensor.clone"(%59#1, %58, %62) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x3xf32>, source_encoding = tensor<6xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %64:2 = "stream.timepoint.barrier"(%61, %60) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index) -> (!stream.resource<*>, !stream.timepoint)
    %65:2 = "stream.timepoint.barrier"(%63, %62) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index) -> (!stream.resource<*>, !stream.timepoint)
    %66 = "stream.timepoint.join"(%64#1, %65#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%66, %arg11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.timepoint, !hal.fence) -> ()
    %67 = "stream.async.cast"(%64#0, %60, %60) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %68 = "stream.tensor.export"(%67, %60) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %69 = "stream.async.cast"(%65#0, %62, %62) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %70 = "stream.tensor.export"(%69, %62) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%68, %70) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<2x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)", iree.abi.model = "coarse-fences"}} : () -> ()
  "stream.executable"() <{sym_name = "main_sync_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_sync_dispatch_0_elementwise_6_f32, sym_name = "main_sync_dispatch_0_elementwise_6_f32", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_sync_dispatch_0_elementwise_6_f32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding):
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "stream.binding.subspan"(%arg2, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %26 = "stream.binding.subspan"(%arg3, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %27 = "stream.binding.subspan"(%arg4, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %30 = "tensor.empty"() : () -> tensor<6xf32>
        %31 = "linalg.generic"(%28, %29, %30) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
          %32 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %33 = "arith.mulf"(%32, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%33) : (f32) -> ()
        }) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%31, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main_sync", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 3 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %15 = "stream.tensor.clone"(%6, %4, %14) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<6xf32>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %17 = "stream.tensor.clone"(%13, %11, %16) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<6xf32>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%15, %17, %14, %16, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_sync_dispatch_0::@main_sync_dispatch_0_elementwise_6_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<6xf32>, tensor<6xf32>], result_encodings = [tensor<6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x3xf32>}> : () -> index
    %21 = "stream.tensor.clone"(%19, %18, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x3xf32>, source_encoding = tensor<6xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%23) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main_sync(%input0: tensor<2x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

