#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>> -> tensor<3xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %9 = tensor.empty() : tensor<3x4xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %6, %7, %8 : tensor<3x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<f32>) outs(%9 : tensor<3x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.mulf %11, %in_1 : f32
          %13 = arith.addf %12, %in_2 : f32
          linalg.yield %13 : f32
        } -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %4, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_broadcast_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_broadcast_12_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %3 = tensor.empty() : tensor<12xf32>
        %4 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel"]} ins(%2 : tensor<f32>) outs(%3 : tensor<12xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<12xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<4xf32>, %input2: tensor<3xf32>, %input3: tensor<f32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c48 = arith.constant 48 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c3]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<3xf32> in !stream.resource<external>{%c12}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<f32> in !stream.resource<external>{%c4}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %4 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg4: !stream.resource<external>{%c48}, %1 as %arg5: !stream.resource<external>{%c16}, %2 as %arg6: !stream.resource<external>{%c12}, %3 as %arg7: !stream.resource<external>{%c4}, %result as %arg8: !stream.resource<external>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_3x4_f32 {
          ro %arg4[%c0 for %c48] : !stream.resource<external>{%c48},
          ro %arg5[%c0 for %c16] : !stream.resource<external>{%c16},
          ro %arg6[%c0 for %c12] : !stream.resource<external>{%c12},
          ro %arg7[%c0 for %c4] : !stream.resource<external>{%c4},
          wo %arg8[%c0 for %c48] : !stream.resource<external>{%c128}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_broadcast_12_f32 {
          ro %arg7[%c0 for %c4] : !stream.resource<external>{%c4},
          wo %arg8[%c64 for %c48] : !stream.resource<external>{%c128}
        }
      }
    } => !stream.timepoint
    %5 = stream.timepoint.await %4 => %result : !stream.resource<external>{%c128}
    %6 = stream.resource.subview %5[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c48}
    %7 = stream.resource.subview %5[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c48}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %8, %9 : !hal.buffer_view, !hal.buffer_view
  }
}
