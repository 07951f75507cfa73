module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: i32) {
        %c0 = arith.constant 0 : index
        %0 = arith.index_castui %arg2 : i32 to index
        %1 = util.assume.int %0<umin = 0, umax = 1000, udiv = 1000> : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %4 = iree_tensor_ext.dispatch.workload.ordinal %1, 0 : index
        %5 = tensor.empty() : tensor<4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [%4], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<4xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6 : tensor<4xf32>) outs(%5 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %3, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xf32>) -> (%output0: tensor<4xf32>)"}} {
    %c64 = arith.constant 64 : index
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
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c64} => !stream.timepoint
    %3 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %4 = arith.index_castui %2 : index to i32
    %5 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%3) => with(%0 as %arg1: !stream.resource<external>{%c32}, %result as %arg2: !stream.resource<external>{%c16}, %result_0 as %arg3: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_4_f32[%2](%4 : i32) {
        ro %arg1[%c0 for %c32] : !stream.resource<external>{%c32},
        wo %arg3[%c0 for %c64] : !stream.resource<transient>{%c64}
      }
      stream.cmd.collective<all_reduce with sum : f32>[%c4] channel(%channel) {
        ro %arg3[%c0 for %c16] : !stream.resource<transient>{%c64},
        wo %arg2[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %6 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%5) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
    %7 = stream.timepoint.await %6 => %result : !stream.resource<external>{%c16}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
}
