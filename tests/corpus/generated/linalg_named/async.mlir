#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_12_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %6 = tensor.empty() : tensor<12xf32>
        %7:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%4, %5 : tensor<12xf32>, tensor<12xf32>) outs(%6, %6 : tensor<12xf32>, tensor<12xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
          %8 = arith.addf %in, %in_0 : f32
          %9 = math.exp %in : f32
          %10 = arith.mulf %8, %9 : f32
          %11 = arith.negf %10 : f32
          linalg.yield %8, %11 : f32, f32
        } -> (tensor<12xf32>, tensor<12xf32>)
        iree_tensor_ext.dispatch.tensor.store %7#0, %2, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        iree_tensor_ext.dispatch.tensor.store %7#1, %3, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_3x3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_3x3x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %5 = tensor.empty() : tensor<3x3xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<3x3xf32>) -> tensor<3x3xf32>
        %7 = linalg.matmul indexing_maps = [#map1, #map2, #map3] ins(%3, %4 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%6 : tensor<3x3xf32>) -> tensor<3x3xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [3, 3], strides = [1, 1] : tensor<3x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<3x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<3x4xf32>, %output2: tensor<3x4xf32>, %output3: tensor<3x3xf32>)"}} {
    %c36 = arith.constant 36 : index
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %results:3, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg2: !stream.resource<external>{%c48}, %1 as %arg3: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c36}) {
      %6:3 = stream.async.concurrent with(%arg2 as %arg4: !stream.resource<external>{%c48}, %arg3 as %arg5: !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c36}) {
        %7:2 = stream.async.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_12_f32(%arg4[%c0 to %c48 for %c48], %arg5[%c0 to %c48 for %c48]) : (!stream.resource<external>{%c48}, !stream.resource<external>{%c48}) -> (!stream.resource<external>{%c48}, !stream.resource<external>{%c48})
        %8 = stream.async.dispatch @main_dispatch_1::@main_dispatch_1_matmul_3x3x4_f32(%arg4[%c0 to %c48 for %c48], %arg5[%c0 to %c48 for %c48]) : (!stream.resource<external>{%c48}, !stream.resource<external>{%c48}) -> !stream.resource<external>{%c36}
        stream.yield %7#0, %7#1, %8 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c36}
      }
      stream.yield %6#0, %6#1, %6#2 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c36}
    } => !stream.timepoint
    %2:3 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2 : !stream.resource<external>{%c48}, !stream.resource<external>{%c48}, !stream.resource<external>{%c36}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#0 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#1 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#2 : tensor<3x3xf32> in !stream.resource<external>{%c36} -> !hal.buffer_view
    util.return %3, %4, %arg1, %5 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
