// iree-import-onnx of a two-node ONNX graph (Add, Mul), compiled
// to the Stream phase (tools/corpus/make_abi_programs.py):
// main_graph is the synchronous iree.abi.stub wrapper over
// main_graph$async, the function iree-run-module picks.
// FLAG: --input=2x3xf32=1 2 3 4 5 6
// FLAG: --input=2x3xf32=0.5 -1 2 -3 4 0.25
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_graph$async_dispatch_0 {
    stream.executable.export public @main_graph$async_dispatch_0_elementwise_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_graph$async_dispatch_0_elementwise_6_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %3 = stream.binding.subspan %arg3[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %6 = tensor.empty() : tensor<6xf32>
        %7:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %5 : tensor<6xf32>, tensor<6xf32>) outs(%6, %6 : tensor<6xf32>, tensor<6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
          %8 = arith.addf %in, %in_0 : f32
          %9 = arith.mulf %in, %8 : f32
          linalg.yield %8, %9 : f32, f32
        } -> (tensor<6xf32>, tensor<6xf32>)
        iree_tensor_ext.dispatch.tensor.store %7#0, %2, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        iree_tensor_ext.dispatch.tensor.store %7#1, %3, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  util.func public @main_graph$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c24 = arith.constant 24 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<external>{%c128} => !stream.timepoint
    %3 = stream.resource.subview %result[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c24}
    %4 = stream.resource.subview %result[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c24}
    %5 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg4: !stream.resource<external>{%c24}, %2 as %arg5: !stream.resource<external>{%c24}, %result as %arg6: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @main_graph$async_dispatch_0::@main_graph$async_dispatch_0_elementwise_6_f32 {
        ro %arg4[%c0 for %c24] : !stream.resource<external>{%c24},
        ro %arg5[%c0 for %c24] : !stream.resource<external>{%c24},
        wo %arg6[%c0 for %c128] : !stream.resource<external>{%c128},
        wo %arg6[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %5 => (%arg3 : !hal.fence)
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @main_graph(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @main_graph$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}