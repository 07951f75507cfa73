module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_like_4x256x256x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_like_4x256x256x64_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.250000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x64xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x64xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x256x256xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 256, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x64xf32>> -> tensor<4x256x64xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 256, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x64xf32>> -> tensor<4x256x64xf32>
        %5 = tensor.empty() : tensor<4x256x256xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3, %4 : tensor<4x256x64xf32>, tensor<4x256x64xf32>) outs(%6 : tensor<4x256x256xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.mulf %in, %in_1 : f32
          %10 = arith.addf %out, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<4x256x256xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<4x256x256xf32>) outs(%5 : tensor<4x256x256xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.mulf %in, %cst_0 : f32
          linalg.yield %9 : f32
        } -> tensor<4x256x256xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0, 0], sizes = [4, 256, 256], strides = [1, 1, 1] : tensor<4x256x256xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x256x256xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c1048576 = arith.constant 1048576 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x256xf32>>
        %1 = stream.binding.subspan %arg1[%c1048576] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x256x256xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 256, 256], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x256xf32>> -> tensor<4x256x256xf32>
        %3 = tensor.empty() : tensor<4x256x256xf32>
        %4 = linalg.softmax dimension(2) ins(%2 : tensor<4x256x256xf32>) outs(%3 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [4, 256, 256], strides = [1, 1, 1] : tensor<4x256x256xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x256x256xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_batch_matmul_4x256x64x256_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_batch_matmul_4x256x64x256_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c1048576 = arith.constant 1048576 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c1048576] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x256xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x64xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x256x64xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 256, 256], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x256xf32>> -> tensor<4x256x256xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 256, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x64xf32>> -> tensor<4x256x64xf32>
        %5 = tensor.empty() : tensor<4x256x64xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<4x256x256xf32>, tensor<4x256x64xf32>) outs(%6 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [4, 256, 64], strides = [1, 1, 1] : tensor<4x256x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x256x64xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x256x64xf32>, %input1: tensor<4x256x64xf32>, %input2: tensor<4x256x64xf32>) -> (%output0: tensor<4x256x64xf32>)"}} {
    %c2097152 = arith.constant 2097152 : index
    %c0 = arith.constant 0 : index
    %c262144 = arith.constant 262144 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c256, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x256x64xf32> in !stream.resource<external>{%c262144}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4, %c256, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x256x64xf32> in !stream.resource<external>{%c262144}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4, %c256, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<4x256x64xf32> in !stream.resource<external>{%c262144}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c262144} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c2097152} => !stream.timepoint
    %3 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %4 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%3) => with(%0 as %arg3: !stream.resource<external>{%c262144}, %1 as %arg4: !stream.resource<external>{%c262144}, %2 as %arg5: !stream.resource<external>{%c262144}, %result as %arg6: !stream.resource<external>{%c262144}, %result_0 as %arg7: !stream.resource<transient>{%c2097152}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_like_4x256x256x64_f32 {
        ro %arg3[%c0 for %c262144] : !stream.resource<external>{%c262144},
        ro %arg4[%c0 for %c262144] : !stream.resource<external>{%c262144},
        wo %arg7[%c0 for %c2097152] : !stream.resource<transient>{%c2097152}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store {
        ro %arg7[%c0 for %c2097152] : !stream.resource<transient>{%c2097152},
        wo %arg7[%c0 for %c2097152] : !stream.resource<transient>{%c2097152}
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_batch_matmul_4x256x64x256_f32 {
        ro %arg7[%c0 for %c2097152] : !stream.resource<transient>{%c2097152},
        ro %arg5[%c0 for %c262144] : !stream.resource<external>{%c262144},
        wo %arg6[%c0 for %c262144] : !stream.resource<external>{%c262144}
      }
    } => !stream.timepoint
    %5 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%4) => %result_0 : !stream.resource<transient>{%c2097152} => !stream.timepoint
    %6 = stream.timepoint.await %5 => %result : !stream.resource<external>{%c262144}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<4x256x64xf32> in !stream.resource<external>{%c262144} -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
}