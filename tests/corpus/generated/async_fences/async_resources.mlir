#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_6_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %6 = tensor.empty() : tensor<6xf32>
        %7:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%4, %5 : tensor<6xf32>, tensor<6xf32>) outs(%6, %6 : tensor<6xf32>, tensor<6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
          %8 = arith.addf %in, %in_0 : f32
          %9 = arith.mulf %8, %in_0 : f32
          linalg.yield %8, %9 : f32, f32
        } -> (tensor<6xf32>, tensor<6xf32>)
        iree_tensor_ext.dispatch.tensor.store %7#0, %2, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        iree_tensor_ext.dispatch.tensor.store %7#1, %3, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<2x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)", iree.abi.model = "coarse-fences"}} {
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c24}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%c24} -> !stream.resource<*>{%c24}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %5 = stream.timepoint.await %1 => %4 : !stream.resource<external>{%c24}
    %6 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<external>{%c24} -> !stream.resource<*>{%c24}
    %7:2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise_6_f32(%3[%c0 to %c24 for %c24], %6[%c0 to %c24 for %c24]) : (!stream.resource<*>{%c24}, !stream.resource<*>{%c24}) -> (!stream.resource<*>{%c24}, !stream.resource<*>{%c24})
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %7#0 : !stream.resource<*>{%c24} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %7#1 : !stream.resource<*>{%c24} => !stream.timepoint
    %8 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %8 => (%arg3 : !hal.fence)
    %9 = stream.async.cast on(#hal.device.affinity<@__device_0>) %result : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %result_0 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %10, %12 : !hal.buffer_view, !hal.buffer_view
  }
  stream.executable private @main_sync_dispatch_0 {
    stream.executable.export public @main_sync_dispatch_0_elementwise_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_sync_dispatch_0_elementwise_6_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %5 = tensor.empty() : tensor<6xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<6xf32>, tensor<6xf32>) outs(%5 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.mulf %7, %in_0 : f32
          linalg.yield %8 : f32
        } -> tensor<6xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  util.func public @main_sync(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main_sync(%input0: tensor<2x3xf32>, %input1: tensor<2x3xf32>) -> (%output0: tensor<2x3xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %1 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c24} -> !stream.resource<*>{%c24}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%c24} -> !stream.resource<*>{%c24}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_sync_dispatch_0::@main_sync_dispatch_0_elementwise_6_f32(%1[%c0 to %c24 for %c24], %3[%c0 to %c24 for %c24]) : (!stream.resource<*>{%c24}, !stream.resource<*>{%c24}) -> !stream.resource<*>{%c24}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
