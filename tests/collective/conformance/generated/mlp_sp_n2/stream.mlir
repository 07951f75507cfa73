module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_8x32x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_8x32x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c512 = arith.constant 512 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %3 = stream.binding.subspan %arg3[%c512] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %7 = tensor.empty() : tensor<8x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.matmul ins(%4, %5 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %6 : tensor<8x32xf32>, tensor<32xf32>) outs(%7 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.maximumf %11, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_8x16x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_8x16x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c512] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %5 = tensor.empty() : tensor<8x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%6 : tensor<8x16xf32>) -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_4x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c512] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty() : tensor<4x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<4x16xf32>, tensor<16xf32>) outs(%5 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x16xf32>, %input1: tensor<16x32xf32>, %input2: tensor<32xf32>, %input3: tensor<32x16xf32>, %input4: tensor<16xf32>) -> (%output0: tensor<8x16xf32>)"}} {
    %c1536 = arith.constant 1536 : index
    %c512 = arith.constant 512 : index
    %c2048 = arith.constant 2048 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x16xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c16, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<16x32xf32> in !stream.resource<external>{%c2048}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c32]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<32xf32> in !stream.resource<external>{%c128}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c32, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<32x16xf32> in !stream.resource<external>{%c2048}
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c16]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c512} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c1536} => !stream.timepoint
    %5 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %6 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%5) => with(%0 as %arg5: !stream.resource<external>{%c256}, %1 as %arg6: !stream.resource<external>{%c2048}, %2 as %arg7: !stream.resource<external>{%c128}, %3 as %arg8: !stream.resource<external>{%c2048}, %4 as %arg9: !stream.resource<external>{%c64}, %result as %arg10: !stream.resource<external>{%c512}, %result_0 as %arg11: !stream.resource<transient>{%c1536}) {
      stream.cmd.collective<all_gather : f32>[%c128] channel(%channel) {
        ro %arg5[%c0 for %c256] : !stream.resource<external>{%c256},
        wo %arg11[%c0 for %c512] : !stream.resource<transient>{%c1536}
      }
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_8x32x16_f32 {
        ro %arg11[%c0 for %c1536] : !stream.resource<transient>{%c1536},
        ro %arg6[%c0 for %c2048] : !stream.resource<external>{%c2048},
        ro %arg7[%c0 for %c128] : !stream.resource<external>{%c128},
        wo %arg11[%c0 for %c1536] : !stream.resource<transient>{%c1536}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_8x16x32_f32 {
        ro %arg11[%c0 for %c1536] : !stream.resource<transient>{%c1536},
        ro %arg8[%c0 for %c2048] : !stream.resource<external>{%c2048},
        wo %arg11[%c0 for %c1536] : !stream.resource<transient>{%c1536}
      }
      stream.cmd.collective<reduce_scatter with sum : f32>[%c64] channel(%channel) {
        ro %arg11[%c0 for %c512] : !stream.resource<transient>{%c1536},
        wo %arg11[%c512 for %c256] : !stream.resource<transient>{%c1536}
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_4x16_f32 {
        ro %arg11[%c0 for %c1536] : !stream.resource<transient>{%c1536},
        ro %arg9[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %arg11[%c0 for %c1536] : !stream.resource<transient>{%c1536}
      }
      stream.cmd.collective<all_gather : f32>[%c128] channel(%channel) {
        ro %arg11[%c0 for %c256] : !stream.resource<transient>{%c1536},
        wo %arg10[%c0 for %c512] : !stream.resource<external>{%c512}
      }
    } => !stream.timepoint
    %7 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%6) => %result_0 : !stream.resource<transient>{%c1536} => !stream.timepoint
    %8 = stream.timepoint.await %7 => %result : !stream.resource<external>{%c512}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<8x16xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
}
