#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_8x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_8x16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %7 = tensor.empty() : tensor<8x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %9 = linalg.matmul ins(%4, %5 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %6 : tensor<8x16xf32>, tensor<16xf32>) outs(%7 : tensor<8x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.maximumf %11, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_8x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_8x16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %5 = tensor.empty() : tensor<8x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%6 : tensor<8x16xf32>) -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_8x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty() : tensor<8x16xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x16xf32>, tensor<16xf32>) outs(%5 : tensor<8x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x16xf32>, %input1: tensor<16x16xf32>, %input2: tensor<16xf32>, %input3: tensor<16x16xf32>, %input4: tensor<16xf32>) -> (%output0: tensor<8x16xf32>)"}} {
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c16, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<16x16xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c16]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c16, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<16x16xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c16]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg5: !stream.resource<external>{%c512}, %1 as %arg6: !stream.resource<external>{%c1024}, %2 as %arg7: !stream.resource<external>{%c64}, %3 as %arg8: !stream.resource<external>{%c1024}, %4 as %arg9: !stream.resource<external>{%c64}) -> !stream.resource<external>{%c512} {
      %7 = stream.async.dispatch @main_dispatch_0::@main_dispatch_0_matmul_8x16x16_f32(%arg5[%c0 to %c512 for %c512], %arg6[%c0 to %c1024 for %c1024], %arg7[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c512}, !stream.resource<external>{%c1024}, !stream.resource<external>{%c64}) -> !stream.resource<transient>{%c512}
      %8 = stream.async.dispatch @main_dispatch_1::@main_dispatch_1_matmul_8x16x16_f32(%7[%c0 to %c512 for %c512], %arg8[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c512}, !stream.resource<external>{%c1024}) -> !stream.resource<transient>{%c512}
      %9 = stream.async.alloca : !stream.resource<transient>{%c512}
      %10 = stream.async.collective<all_reduce with sum : f32>[%c128] channel(%channel) %8[%c0 to %c512 for %c512], %9[%c0 to %c512 for %c512] : !stream.resource<transient>{%c512} -> %9 as !stream.resource<transient>{%c512}
      %11 = stream.async.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_8x16_f32(%10[%c0 to %c512 for %c512], %arg9[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c512}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c512}
      stream.yield %11 : !stream.resource<external>{%c512}
    } => !stream.timepoint
    %5 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c512}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<8x16xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
