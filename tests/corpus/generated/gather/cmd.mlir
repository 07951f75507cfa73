#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_broadcast_3x4_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_broadcast_3x4_i32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [6, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<6x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<3x4xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<3xi32>) outs(%5 : tensor<3x4xf32>) {
        ^bb0(%in: i32, %out: f32):
          %7 = linalg.index 1 : index
          %8 = arith.index_cast %in : i32 to index
          %extracted = tensor.extract %3[%8, %7] : tensor<6x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_6_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_6_i32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [6, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<6x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi32>> -> tensor<6xi32>
        %5 = tensor.empty() : tensor<6xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<6xi32>) outs(%5 : tensor<6xf32>) {
        ^bb0(%in: i32, %out: f32):
          %7 = linalg.index 0 : index
          %8 = arith.index_cast %in : i32 to index
          %extracted = tensor.extract %3[%7, %8] : tensor<6x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<6xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_broadcast_3x6_i32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_broadcast_3x6_i32xi8(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %3 = tensor.empty() : tensor<3x6xi8>
        %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<3xi32>) outs(%3 : tensor<3x6xi8>) {
        ^bb0(%in: i32, %out: i8):
          %5 = linalg.index 1 : index
          %6 = arith.index_cast %5 : index to i32
          %7 = arith.cmpi eq, %in, %6 : i32
          %8 = arith.extui %7 : i1 to i8
          linalg.yield %8 : i8
        } -> tensor<3x6xi8>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [3, 6], strides = [1, 1] : tensor<3x6xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x6xi8>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6x4xf32>, %input1: tensor<3xi32>, %input2: tensor<6xi32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<6xf32>, %output2: tensor<3x6xi8>)"}} {
    %c0 = arith.constant 0 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c18 = arith.constant 18 : index
    %c48 = arith.constant 48 : index
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c96 = arith.constant 96 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c6, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<6x4xf32> in !stream.resource<external>{%c96}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3xi32> in !stream.resource<external>{%c12}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c6]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<6xi32> in !stream.resource<external>{%c24}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c192} => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c96}, %1 as %arg4: !stream.resource<external>{%c12}, %2 as %arg5: !stream.resource<external>{%c24}, %result as %arg6: !stream.resource<external>{%c192}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_broadcast_3x4_i32xf32 {
          ro %arg3[%c0 for %c96] : !stream.resource<external>{%c96},
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg6[%c0 for %c48] : !stream.resource<external>{%c192}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_6_i32xf32 {
          ro %arg3[%c0 for %c96] : !stream.resource<external>{%c96},
          ro %arg5[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg6[%c64 for %c24] : !stream.resource<external>{%c192}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_broadcast_3x6_i32xi8 {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg6[%c128 for %c18] : !stream.resource<external>{%c192}
        }
      }
    } => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c192}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c48}
    %6 = stream.resource.subview %4[%c64] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c24}
    %7 = stream.resource.subview %4[%c128] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c18}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<3x6xi8> in !stream.resource<external>{%c18} -> !hal.buffer_view
    util.return %8, %9, %10 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
