module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_3x4x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_3x4x4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: i32) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = arith.index_castui %arg3 : i32 to index
        %1 = util.assume.int %0[<umin = 0, umax = 0>, <umin = 64, umax = 64, udiv = 64>] : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %3 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %4 = stream.binding.subspan %arg2[%1] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        %7 = tensor.empty() : tensor<3x4xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<3x4xf32>) -> tensor<3x4xf32>
        %9 = linalg.matmul ins(%5, %6 : tensor<3x4xf32>, tensor<4x4xf32>) outs(%8 : tensor<3x4xf32>) -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %4, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
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
      func.func @main_dispatch_1_elementwise_12_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %3 = tensor.empty() : tensor<12xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<12xf32>) outs(%3 : tensor<12xf32>) {
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
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c48 = arith.constant 48 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x4xf32> in !stream.resource<external>{%c64}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<external>{%c128} => !stream.timepoint
    %3 = stream.resource.subview %result[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c48}
    %4 = stream.resource.subview %result[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c48}
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<transient>{%c64} => !stream.timepoint
    %5 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %6 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%5) => with(%0 as %arg4: !stream.resource<external>{%c48}, %2 as %arg5: !stream.resource<external>{%c64}, %result as %arg6: !stream.resource<external>{%c128}, %result_0 as %arg7: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32(%c0_i32 : i32) {
        ro %arg4[%c0 for %c48] : !stream.resource<external>{%c48},
        ro %arg5[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %arg6[%c0 for %c128] : !stream.resource<external>{%c128}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_12_f32 {
        ro %arg6[%c0 for %c128] : !stream.resource<external>{%c128},
        wo %arg7[%c0 for %c64] : !stream.resource<transient>{%c64}
      }
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_3x4x4_f32(%c64_i32 : i32) {
        ro %arg7[%c0 for %c64] : !stream.resource<transient>{%c64},
        ro %arg5[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %arg6[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %7 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%6) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %7 => (%arg3 : !hal.fence)
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %8, %9 : !hal.buffer_view, !hal.buffer_view
  }
}
