#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_like_3x4x8_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_like_3x4x8_i8xi8xi32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8xi8>> -> tensor<3x8xi8>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %5 = tensor.empty() : tensor<3x4xi32>
        %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<3x4xi32>) -> tensor<3x4xi32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3, %4 : tensor<3x8xi8>, tensor<8x4xi8>) outs(%6 : tensor<3x4xi32>) {
        ^bb0(%in: i8, %in_0: i8, %out: i32):
          %8 = arith.extsi %in : i8 to i32
          %9 = arith.extsi %in_0 : i8 to i32
          %10 = arith.muli %8, %9 : i32
          %11 = arith.addi %out, %10 : i32
          linalg.yield %11 : i32
        } -> tensor<3x4xi32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_3x4_i32xi32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_3x4_i32xi32xi8(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c127_i32 = arith.constant 127 : i32
        %c-128_i32 = arith.constant -128 : i32
        %c12_i32 = arith.constant 12 : i32
        %c77_i32 = arith.constant 77 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xi32>> -> tensor<3x4xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>> -> tensor<4xi32>
        %5 = tensor.empty() : tensor<3x4xi8>
        %6 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<3x4xi32>, tensor<4xi32>) outs(%5 : tensor<3x4xi8>) {
        ^bb0(%in: i32, %in_0: i32, %out: i8):
          %7 = arith.addi %in, %in_0 : i32
          %8 = arith.muli %7, %c77_i32 : i32
          %9 = arith.shrsi %8, %c12_i32 : i32
          %10 = arith.maxsi %9, %c-128_i32 : i32
          %11 = arith.minsi %10, %c127_i32 : i32
          %12 = arith.trunci %11 : i32 to i8
          linalg.yield %12 : i8
        } -> tensor<3x4xi8>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xi8>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<4xi32>) -> (%output0: tensor<3x4xi32>, %output1: tensor<3x4xi8>)"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c12 = arith.constant 12 : index
    %c48 = arith.constant 48 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c24 = arith.constant 24 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x8xi8> in !stream.resource<external>{%c24}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c24}, %1 as %arg4: !stream.resource<external>{%c32}, %2 as %arg5: !stream.resource<external>{%c16}, %result as %arg6: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_like_3x4x8_i8xi8xi32 {
        ro %arg3[%c0 for %c24] : !stream.resource<external>{%c24},
        ro %arg4[%c0 for %c32] : !stream.resource<external>{%c32},
        wo %arg6[%c0 for %c48] : !stream.resource<external>{%c128}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_3x4_i32xi32xi8 {
        ro %arg6[%c0 for %c48] : !stream.resource<external>{%c128},
        ro %arg5[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg6[%c64 for %c12] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c128}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c48}
    %6 = stream.resource.subview %4[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c12}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<3x4xi32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<3x4xi8> in !stream.resource<external>{%c12} -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
}
