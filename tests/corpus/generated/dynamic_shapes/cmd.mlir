#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_D_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 2.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %4 = tensor.empty(%0) : tensor<?xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<?xf32>) outs(%4 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.subf %6, %cst : f32
          linalg.yield %7 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_reduction_DxD_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_DxD_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1} -> tensor<?x?xf32>
        %5 = tensor.empty(%0) : tensor<?xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?xf32>) -> tensor<?xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<?x?xf32>) outs(%6 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %3, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_slow_memcpy workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 2 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 1], sizes = [%0, %2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1} -> tensor<?x?xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %4, offsets = [0, 0], sizes = [%0, %2], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %2}
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: i32) -> (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %1]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = arith.muli %0, %c4 : index
    %3 = arith.muli %2, %1 : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1} in !stream.resource<external>{%3}
    %5 = arith.muli %0, %1 overflow<nsw> : index
    %6 = arith.muli %5, %c4 : index
    %7 = arith.index_cast %0 : index to i32
    %8 = arith.index_cast %1 : index to i32
    %9 = arith.index_cast %arg1 : i32 to index
    %10 = arith.muli %2, %9 : index
    %11 = util.align %6, %c64 : index
    %12 = util.align %2, %c64 : index
    %13 = arith.addi %11, %12 : index
    %14 = util.align %10, %c64 : index
    %15 = arith.addi %13, %14 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%15} => !stream.timepoint
    %16 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%4 as %arg2: !stream.resource<external>{%3}, %result as %arg3: !stream.resource<external>{%15}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_D_f32[%5](%5 : index) {
        ro %arg2[%c0 for %6] : !stream.resource<external>{%3},
        wo %arg3[%c0 for %6] : !stream.resource<external>{%15}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_DxD_f32[%0, %1](%0, %1 : index, index) {
          ro %arg3[%c0 for %3] : !stream.resource<external>{%15},
          wo %arg3[%11 for %2] : !stream.resource<external>{%15}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_slow_memcpy[%0, %1, %9](%0, %1, %9 : index, index, index) {
          ro %arg3[%c0 for %3] : !stream.resource<external>{%15},
          wo %arg3[%13 for %10] : !stream.resource<external>{%15}
        }
      }
    } => !stream.timepoint
    %17 = stream.timepoint.await %16 => %result : !stream.resource<external>{%15}
    %18 = stream.resource.subview %17[%c0] : !stream.resource<external>{%15} -> !stream.resource<external>{%6}
    %19 = stream.resource.subview %17[%11] : !stream.resource<external>{%15} -> !stream.resource<external>{%2}
    %20 = stream.resource.subview %17[%13] : !stream.resource<external>{%15} -> !stream.resource<external>{%10}
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<?x?xf32>{%0, %1} in !stream.resource<external>{%3} -> !hal.buffer_view
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %19 : tensor<?xf32>{%0} in !stream.resource<external>{%2} -> !hal.buffer_view
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<?x?xf32>{%0, %9} in !stream.resource<external>{%10} -> !hal.buffer_view
    util.return %21, %22, %7, %8, %23 : !hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view
  }
}
