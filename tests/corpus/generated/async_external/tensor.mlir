#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_3x4x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_3x4x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %cst = arith.constant 0.000000e+00 : f32
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        %5 = tensor.empty() : tensor<3x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<3x4xf32>) -> tensor<3x4xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<3x4xf32>, tensor<4x4xf32>) outs(%6 : tensor<3x4xf32>) -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_12_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %3 = tensor.empty() : tensor<12xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<12xf32>) outs(%3 : tensor<12xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.tanh %in : f32
          linalg.yield %5 : f32
        } -> tensor<12xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<3x4xf32>, %input1: tensor<4x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>)", iree.abi.model = "coarse-fences"}} {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%0}
    %2 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    %3 = stream.timepoint.await %2 => %1 : !stream.resource<external>{%0}
    %4 = stream.async.cast on(#hal.device.affinity<@__device_0>) %3 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %element_type_f32_0 = hal.element_type<f32> : i32
    %dense_row_major_1 = hal.encoding_type<dense_row_major> : i32
    %c4_2 = arith.constant 4 : index
    %c4_3 = arith.constant 4 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4_2, %c4_3]) type(%element_type_f32_0) encoding(%dense_row_major_1)
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x4xf32> : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x4xf32> in !stream.resource<external>{%5}
    %7 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    %8 = stream.timepoint.await %7 => %6 : !stream.resource<external>{%5}
    %9 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<external>{%5} -> !stream.resource<*>{%5}
    %10 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4xf32> : index
    %11 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32(%4, %9) : (tensor<3x4xf32> in !stream.resource<*>{%0}, tensor<4x4xf32> in !stream.resource<*>{%5}) -> tensor<3x4xf32> in !stream.resource<*>{%10}
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<12xf32> : index
    %13 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %11 : tensor<3x4xf32> in !stream.resource<*>{%10} -> tensor<12xf32> in !stream.resource<*>{%12}
    %14 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<12xf32> : index
    %15 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_elementwise_12_f32(%13) : (tensor<12xf32> in !stream.resource<*>{%12}) -> tensor<12xf32> in !stream.resource<*>{%14}
    %16 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4xf32> : index
    %17 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %15 : tensor<12xf32> in !stream.resource<*>{%14} -> tensor<3x4xf32> in !stream.resource<*>{%16}
    %18 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4xf32> : index
    %19 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32(%17, %9) : (tensor<3x4xf32> in !stream.resource<*>{%16}, tensor<4x4xf32> in !stream.resource<*>{%5}) -> tensor<3x4xf32> in !stream.resource<*>{%18}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %11 : !stream.resource<*>{%10} => !stream.timepoint
    %result_4, %result_timepoint_5 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %19 : !stream.resource<*>{%18} => !stream.timepoint
    %20 = stream.timepoint.join max(%result_timepoint, %result_timepoint_5) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %20 => (%arg3 : !hal.fence)
    %21 = stream.async.cast on(#hal.device.affinity<@__device_0>) %result : !stream.resource<*>{%10} -> !stream.resource<external>{%10}
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<3x4xf32> in !stream.resource<external>{%10} -> !hal.buffer_view
    %23 = stream.async.cast on(#hal.device.affinity<@__device_0>) %result_4 : !stream.resource<*>{%18} -> !stream.resource<external>{%18}
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<3x4xf32> in !stream.resource<external>{%18} -> !hal.buffer_view
    util.return %22, %24 : !hal.buffer_view, !hal.buffer_view
  }
}
