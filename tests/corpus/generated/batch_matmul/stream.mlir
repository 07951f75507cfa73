module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_batch_matmul_2x3x5x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_batch_matmul_2x3x5x4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
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
      func.func @main_dispatch_1_matmul_like_2x3x5x4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c128 = arith.constant 128 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %2 = stream.binding.subspan %arg2[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x5xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [2, 5, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x5x4xf32>> -> tensor<2x5x4xf32>
        %5 = tensor.empty() : tensor<2x3x5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3, %4 : tensor<2x3x4xf32>, tensor<2x5x4xf32>) outs(%6 : tensor<2x3x5xf32>) {
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
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c120 = arith.constant 120 : index
    %c160 = arith.constant 160 : index
    %c96 = arith.constant 96 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3x4xf32> in !stream.resource<external>{%c96}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c4, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x4x5xf32> in !stream.resource<external>{%c160}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c2, %c5, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<2x5x4xf32> in !stream.resource<external>{%c160}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c256} => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c96}, %1 as %arg4: !stream.resource<external>{%c160}, %2 as %arg5: !stream.resource<external>{%c160}, %result as %arg6: !stream.resource<external>{%c256}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_batch_matmul_2x3x5x4_f32 {
          ro %arg3[%c0 for %c96] : !stream.resource<external>{%c96},
          ro %arg4[%c0 for %c160] : !stream.resource<external>{%c160},
          wo %arg6[%c0 for %c256] : !stream.resource<external>{%c256}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_like_2x3x5x4_f32 {
          ro %arg3[%c0 for %c96] : !stream.resource<external>{%c96},
          ro %arg5[%c0 for %c160] : !stream.resource<external>{%c160},
          wo %arg6[%c0 for %c256] : !stream.resource<external>{%c256}
        }
      }
    } => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c256}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c120}
    %6 = stream.resource.subview %4[%c128] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c120}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<2x3x5xf32> in !stream.resource<external>{%c120} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<2x3x5xf32> in !stream.resource<external>{%c120} -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
}
