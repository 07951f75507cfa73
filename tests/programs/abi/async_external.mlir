// sources/async_external.mlir with --iree-execution-model=
// async-external (tools/corpus/make_abi_programs.py): the coarse-
// fences ABI, called with the tool's own fences.
// FLAG: --function=main
// FLAG: --input=3xi32=1 2 3
// FLAG: --input=3xi32=4 5 6
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3_i32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<3xi32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<3xi32>, tensor<3xi32>) outs(%5 : tensor<3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.addi %in, %in_0 : i32
          linalg.yield %7 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_3_i32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<3xi32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<3xi32>, tensor<3xi32>) outs(%5 : tensor<3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.muli %in, %in_0 : i32
          linalg.yield %7 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<3xi32>, %input1: tensor<3xi32>) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)", iree.abi.model = "coarse-fences"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3]) type(%element_type_i32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3xi32> in !stream.resource<external>{%c12}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3xi32> in !stream.resource<external>{%c12}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<external>{%c128} => !stream.timepoint
    %3 = stream.resource.subview %result[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c12}
    %4 = stream.resource.subview %result[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c12}
    %5 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg4: !stream.resource<external>{%c12}, %2 as %arg5: !stream.resource<external>{%c12}, %result as %arg6: !stream.resource<external>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_3_i32 {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg6[%c0 for %c128] : !stream.resource<external>{%c128}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_3_i32 {
          ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg6[%c0 for %c128] : !stream.resource<external>{%c128}
        }
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %5 => (%arg3 : !hal.fence)
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
}