#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_8x8x6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_8x8x6_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x6xf32>> -> tensor<8x6xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [6, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>> -> tensor<6x8xf32>
        %5 = tensor.empty() : tensor<8x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x8xf32>) -> tensor<8x8xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<8x6xf32>, tensor<6x8xf32>) outs(%6 : tensor<8x8xf32>) -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_8x5x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_8x5x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x5xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>> -> tensor<8x5xf32>
        %5 = tensor.empty() : tensor<8x5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x5xf32>) -> tensor<8x5xf32>
        %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<8x8xf32>, tensor<8x5xf32>) outs(%6 : tensor<8x5xf32>) -> tensor<8x5xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 5], strides = [1, 1] : tensor<8x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_matmul_8x4x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_matmul_8x4x5_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>> -> tensor<8x5xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [5, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x4xf32>> -> tensor<5x4xf32>
        %5 = tensor.empty() : tensor<8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x4xf32>) -> tensor<8x4xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<8x5xf32>, tensor<5x4xf32>) outs(%6 : tensor<8x4xf32>) -> tensor<8x4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x6xf32>, %input1: tensor<6x8xf32>, %input2: tensor<8x5xf32>, %input3: tensor<5x4xf32>) -> (%output0: tensor<8x4xf32>)"}} {
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c80 = arith.constant 80 : index
    %c160 = arith.constant 160 : index
    %c192 = arith.constant 192 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8, %c6]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8x6xf32> in !stream.resource<external>{%c192}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c6, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<6x8xf32> in !stream.resource<external>{%c192}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<8x5xf32> in !stream.resource<external>{%c160}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c5, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<5x4xf32> in !stream.resource<external>{%c80}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg4: !stream.resource<external>{%c192}, %1 as %arg5: !stream.resource<external>{%c192}, %2 as %arg6: !stream.resource<external>{%c160}, %3 as %arg7: !stream.resource<external>{%c80}) -> !stream.resource<external>{%c128} {
      %6 = stream.async.dispatch @main_dispatch_0::@main_dispatch_0_matmul_8x8x6_f32(%arg4[%c0 to %c192 for %c192], %arg5[%c0 to %c192 for %c192]) : (!stream.resource<external>{%c192}, !stream.resource<external>{%c192}) -> !stream.resource<transient>{%c256}
      %7 = stream.async.dispatch @main_dispatch_1::@main_dispatch_1_matmul_8x5x8_f32(%6[%c0 to %c256 for %c256], %arg6[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c256}, !stream.resource<external>{%c160}) -> !stream.resource<transient>{%c160}
      %8 = stream.async.dispatch @main_dispatch_2::@main_dispatch_2_matmul_8x4x5_f32(%7[%c0 to %c160 for %c160], %arg7[%c0 to %c80 for %c80]) : (!stream.resource<transient>{%c160}, !stream.resource<external>{%c80}) -> !stream.resource<external>{%c128}
      stream.yield %8 : !stream.resource<external>{%c128}
    } => !stream.timepoint
    %4 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c128}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<8x4xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}
