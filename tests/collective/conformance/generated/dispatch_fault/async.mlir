#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %3 = tensor.empty() : tensor<4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [%2], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          linalg.yield %6 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xf32>) -> (%output0: tensor<4xf32>)"}} {
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%c32}
    %channel = stream.channel.create on(#hal.device.affinity<@__device_0>) : !stream.channel
    %ccl_rank = stream.channel.rank %channel : index
    %1 = arith.cmpi eq, %ccl_rank, %c1 : index
    %2 = arith.select %1, %c1000, %c0 : index
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg1: !stream.resource<external>{%c32}) -> !stream.resource<external>{%c16} {
      %5 = stream.async.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_4_f32[%2](%arg1[%c0 to %c32 for %c32], %2) : (!stream.resource<external>{%c32}, index) -> !stream.resource<transient>{%c16}
      %6 = stream.async.alloca : !stream.resource<external>{%c16}
      %7 = stream.async.collective<all_reduce with sum : f32>[%c4] channel(%channel) %5[%c0 to %c16 for %c16], %6[%c0 to %c16 for %c16] : !stream.resource<transient>{%c16} -> %6 as !stream.resource<external>{%c16}
      stream.yield %7 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %3 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c16}
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}
