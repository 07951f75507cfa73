#composite_of_512b = #util.composite<512xi8, [
    dense<"0x000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F"> : tensor<8x16xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_8x16xf32__timepoint = #stream.timepoint<immediate> : !stream.timepoint
  util.global private @__constant_tensor_8x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c512 = arith.constant 512 : index
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_512b
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c512}
    %1:2 = scf.if %did_map -> (!stream.timepoint, !stream.resource<constant>) {
      scf.yield %0, %result : !stream.timepoint, !stream.resource<constant>
    } else {
      %3 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512}
      %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c512] : !util.buffer{%c512} -> !stream.file
      %4 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %3[%c0], %c512 : !stream.file -> !stream.resource<constant>{%c512} => !stream.timepoint
      scf.yield %4, %3 : !stream.timepoint, !stream.resource<constant>
    }
    %2 = stream.timepoint.await sync %1#0 => %1#1 : !stream.resource<constant>{%c512}
    util.global.store %2, @__constant_tensor_8x16xf32 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_8x16xf32__timepoint : !stream.timepoint
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_2x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x16x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant dense<[-7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00]> : tensor<16xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = tensor.empty() : tensor<2x16xf32>
        %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<2x8xf32>, tensor<8x16xf32>) outs(%6 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst : tensor<2x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          %10 = arith.maximumf %9, %cst_0 : f32
          linalg.yield %10 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_2x4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_2x4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense<[-1.000000e+00, -5.000000e-01, 0.000000e+00, 5.000000e-01]> : tensor<4xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant dense<[[-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01], [3.750000e-01, -1.250000e-01, -6.250000e-01, 2.500000e-01], [-2.500000e-01, 6.250000e-01, 1.250000e-01, -3.750000e-01], [5.000000e-01, 0.000000e+00, -5.000000e-01, 3.750000e-01], [-1.250000e-01, -6.250000e-01, 2.500000e-01, -2.500000e-01], [6.250000e-01, 1.250000e-01, -3.750000e-01, 5.000000e-01], [0.000000e+00, -5.000000e-01, 3.750000e-01, -1.250000e-01], [-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01]]> : tensor<16x4xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<2x4xf32>
        %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %5 = linalg.matmul ins(%2, %cst_1 : tensor<2x16xf32>, tensor<16x4xf32>) outs(%4 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst : tensor<2x4xf32>, tensor<4xf32>) outs(%3 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %in_2 : f32
          linalg.yield %7 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %3 = tensor.empty() : tensor<2x4xf32>
        %4 = linalg.softmax dimension(1) ins(%2 : tensor<2x4xf32>) outs(%3 : tensor<2x4xf32>) -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>) -> (%output0: tensor<2x4xf32>)"}} {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c512 = arith.constant 512 : index
    %c192 = arith.constant 192 : index
    %__constant_tensor_8x16xf32__timepoint = util.global.load immutable @__constant_tensor_8x16xf32__timepoint : !stream.timepoint
    %__constant_tensor_8x16xf32 = util.global.load immutable @__constant_tensor_8x16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x8xf32> in !stream.resource<external>{%c64}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%__constant_tensor_8x16xf32__timepoint) => !stream.resource<external>{%c32} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%__constant_tensor_8x16xf32__timepoint) => !stream.resource<transient>{%c192} => !stream.timepoint
    %1 = stream.timepoint.join max(%__constant_tensor_8x16xf32__timepoint, %result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c64}, %__constant_tensor_8x16xf32 as %arg2: !stream.resource<constant>{%c512}, %result as %arg3: !stream.resource<external>{%c32}, %result_0 as %arg4: !stream.resource<transient>{%c192}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32 {
        ro %arg1[%c0 for %c64] : !stream.resource<external>{%c64},
        ro %arg2[%c0 for %c512] : !stream.resource<constant>{%c512},
        wo %arg4[%c0 for %c128] : !stream.resource<transient>{%c192}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32 {
        ro %arg4[%c0 for %c128] : !stream.resource<transient>{%c192},
        wo %arg4[%c128 for %c32] : !stream.resource<transient>{%c192}
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store {
        ro %arg4[%c128 for %c32] : !stream.resource<transient>{%c192},
        wo %arg3[%c0 for %c32] : !stream.resource<external>{%c32}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c192} => !stream.timepoint
    %4 = stream.timepoint.join max(%3, %2) => !stream.timepoint
    %5 = stream.timepoint.await %4 => %result : !stream.resource<external>{%c32}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<2x4xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
