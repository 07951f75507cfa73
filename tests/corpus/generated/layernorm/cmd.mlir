#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_reduction_4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_reduction_4x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<4x8xf32>) outs(%4 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_reduction_4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_4x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding) {
        %cst = arith.constant 5.000000e-01 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant 0.797884583 : f32
        %cst_2 = arith.constant 4.471500e-02 : f32
        %cst_3 = arith.constant 9.99999974E-6 : f32
        %cst_4 = arith.constant 0.000000e+00 : f32
        %cst_5 = arith.constant 8.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %10 = tensor.empty() : tensor<4x8xf32>
        %11 = tensor.empty() : tensor<4xf32>
        %12 = linalg.fill ins(%cst_4 : f32) outs(%11 : tensor<4xf32>) -> tensor<4xf32>
        %13 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%6, %7 : tensor<4x8xf32>, tensor<4xf32>) outs(%12 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_6: f32, %out: f32):
          %15 = arith.divf %in_6, %cst_5 : f32
          %16 = arith.subf %in, %15 : f32
          %17 = arith.mulf %16, %16 : f32
          %18 = arith.addf %17, %out : f32
          linalg.yield %18 : f32
        } -> tensor<4xf32>
        %14:2 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map2, #map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %7, %13, %8, %9 : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>) outs(%10, %10 : tensor<4x8xf32>, tensor<4x8xf32>) {
        ^bb0(%in: f32, %in_6: f32, %in_7: f32, %in_8: f32, %in_9: f32, %out: f32, %out_10: f32):
          %15 = arith.divf %in_6, %cst_5 : f32
          %16 = arith.divf %in_7, %cst_5 : f32
          %17 = arith.addf %16, %cst_3 : f32
          %18 = math.rsqrt %17 : f32
          %19 = arith.subf %in, %15 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %in_8 : f32
          %22 = arith.addf %21, %in_9 : f32
          %23 = arith.mulf %22, %22 : f32
          %24 = arith.mulf %23, %22 : f32
          %25 = arith.mulf %24, %cst_2 : f32
          %26 = arith.addf %22, %25 : f32
          %27 = arith.mulf %26, %cst_1 : f32
          %28 = math.tanh %27 : f32
          %29 = arith.addf %28, %cst_0 : f32
          %30 = arith.mulf %22, %29 : f32
          %31 = arith.mulf %30, %cst : f32
          linalg.yield %22, %31 : f32, f32
        } -> (tensor<4x8xf32>, tensor<4x8xf32>)
        iree_tensor_ext.dispatch.tensor.store %14#0, %4, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        iree_tensor_ext.dispatch.tensor.store %14#1, %5, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4x8xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%c32}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c256} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c64} => !stream.timepoint
    %3 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %4 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%3) => with(%0 as %arg3: !stream.resource<external>{%c128}, %1 as %arg4: !stream.resource<external>{%c32}, %2 as %arg5: !stream.resource<external>{%c32}, %result as %arg6: !stream.resource<external>{%c256}, %result_0 as %arg7: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_reduction_4x8_f32 {
        ro %arg3[%c0 for %c128] : !stream.resource<external>{%c128},
        wo %arg7[%c0 for %c16] : !stream.resource<transient>{%c64}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_4x8_f32 {
        ro %arg3[%c0 for %c128] : !stream.resource<external>{%c128},
        ro %arg7[%c0 for %c16] : !stream.resource<transient>{%c64},
        ro %arg4[%c0 for %c32] : !stream.resource<external>{%c32},
        ro %arg5[%c0 for %c32] : !stream.resource<external>{%c32},
        wo %arg6[%c0 for %c128] : !stream.resource<external>{%c256},
        wo %arg6[%c128 for %c128] : !stream.resource<external>{%c256}
      }
    } => !stream.timepoint
    %5 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%4) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
    %6 = stream.timepoint.join max(%5, %4) => !stream.timepoint
    %7 = stream.timepoint.await %6 => %result : !stream.resource<external>{%c256}
    %8 = stream.resource.subview %7[%c0] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c128}
    %9 = stream.resource.subview %7[%c128] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c128}
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %10, %11 : !hal.buffer_view, !hal.buffer_view
  }
}
