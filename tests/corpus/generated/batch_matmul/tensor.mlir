#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_batch_matmul_2x3x5x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_batch_matmul_2x3x5x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %cst = arith.constant 0.000000e+00 : f32
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [2, 4, 5], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>> -> tensor<2x4x5xf32>
        %5 = tensor.empty() : tensor<2x3x5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%6 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [2, 3, 5], strides = [1, 1, 1] : tensor<2x3x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_like_2x3x5x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_like_2x3x5x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %cst = arith.constant 0.000000e+00 : f32
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [2, 5, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>> -> tensor<2x5x4xf32>
        %5 = tensor.empty() : tensor<2x3x5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3, %4 : tensor<2x3x4xf32>, tensor<2x5x4xf32>) outs(%6 : tensor<2x3x5xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x3x5xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [2, 3, 5], strides = [1, 1, 1] : tensor<2x3x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>, %input1: tensor<2x4x5xf32>, %input2: tensor<2x5x4xf32>) -> (%output0: tensor<2x3x5xf32>, %output1: tensor<2x3x5xf32>)"}} {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3x4xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3x4xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %element_type_f32_0 = hal.element_type<f32> : i32
    %dense_row_major_1 = hal.encoding_type<dense_row_major> : i32
    %c2_2 = arith.constant 2 : index
    %c4_3 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2_2, %c4_3, %c5]) type(%element_type_f32_0) encoding(%dense_row_major_1)
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x4x5xf32> : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x4x5xf32> in !stream.resource<external>{%3}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%3} -> !stream.resource<*>{%3}
    %element_type_f32_4 = hal.element_type<f32> : i32
    %dense_row_major_5 = hal.encoding_type<dense_row_major> : i32
    %c2_6 = arith.constant 2 : index
    %c5_7 = arith.constant 5 : index
    %c4_8 = arith.constant 4 : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c2_6, %c5_7, %c4_8]) type(%element_type_f32_4) encoding(%dense_row_major_5)
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x5x4xf32> : index
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<2x5x4xf32> in !stream.resource<external>{%6}
    %8 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<external>{%6} -> !stream.resource<*>{%6}
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3x5xf32> : index
    %10 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_batch_matmul_2x3x5x4_f32(%2, %5) : (tensor<2x3x4xf32> in !stream.resource<*>{%0}, tensor<2x4x5xf32> in !stream.resource<*>{%3}) -> tensor<2x3x5xf32> in !stream.resource<*>{%9}
    %11 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3x5xf32> : index
    %12 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_matmul_like_2x3x5x4_f32(%2, %8) : (tensor<2x3x4xf32> in !stream.resource<*>{%0}, tensor<2x5x4xf32> in !stream.resource<*>{%6}) -> tensor<2x3x5xf32> in !stream.resource<*>{%11}
    %13 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<*>{%9} -> !stream.resource<external>{%9}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<2x3x5xf32> in !stream.resource<external>{%9} -> !hal.buffer_view
    %15 = stream.async.cast on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<*>{%11} -> !stream.resource<external>{%11}
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<2x3x5xf32> in !stream.resource<external>{%11} -> !hal.buffer_view
    util.return %14, %16 : !hal.buffer_view, !hal.buffer_view
  }
}
