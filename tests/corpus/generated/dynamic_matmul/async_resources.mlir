#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_DxDx4_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_DxDx4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index, %arg4: index, %arg5: index, %arg6: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg5, 2 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%1}
        %4 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>{%2}
        %5 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %6 = stream.binding.subspan %arg6[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%1, %2}
        %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%1, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%1} -> tensor<?x4xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [4, %2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>{%2} -> tensor<4x?xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %10 = tensor.empty(%1, %2) : tensor<?x?xf32>
        %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?x?xf32>) -> tensor<?x?xf32>
        %12 = linalg.matmul ins(%7, %8 : tensor<?x4xf32>, tensor<4x?xf32>) outs(%11 : tensor<?x?xf32>) -> tensor<?x?xf32>
        %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %9 : tensor<?x?xf32>, tensor<?xf32>) outs(%10 : tensor<?x?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %14 = arith.addf %in, %in_0 : f32
          %15 = arith.maximumf %14, %cst : f32
          linalg.yield %15 : f32
        } -> tensor<?x?xf32>
        iree_tensor_ext.dispatch.tensor.store %13, %6, offsets = [0, 0], sizes = [%1, %2], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%1, %2}
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x4xf32>, %input1: tensor<4x?xf32>, %input2: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c16 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%1} -> !stream.resource<*>{%1}
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4, %4]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = arith.muli %4, %c16 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x?xf32>{%4} in !stream.resource<external>{%5}
    %7 = stream.async.cast on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<external>{%5} -> !stream.resource<*>{%5}
    %8 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%8]) type(%element_type_f32) encoding(%dense_row_major)
    %9 = arith.muli %8, %c4 : index
    %10 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<?xf32>{%8} in !stream.resource<external>{%9}
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%9} -> !stream.resource<*>{%9}
    %12 = arith.muli %0, %c4 : index
    %13 = arith.muli %12, %4 : index
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_DxDx4_f32[%8, %0, %4](%3[%c0 to %1 for %1], %7[%c0 to %5 for %5], %11[%c0 to %9 for %9], %8, %0, %4) : (!stream.resource<*>{%1}, !stream.resource<*>{%5}, !stream.resource<*>{%9}, index, index, index) -> !stream.resource<*>{%13}
    %15 = stream.async.cast on(#hal.device.affinity<@__device_0>) %14 : !stream.resource<*>{%13} -> !stream.resource<external>{%13}
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<?x?xf32>{%0, %4} in !stream.resource<external>{%13} -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
}
