#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_transpose_6x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_transpose_6x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [6, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<6x4xf32>
        %3 = tensor.empty() : tensor<4x6xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<6x4xf32>) outs(%3 : tensor<4x6xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x6xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0], sizes = [2, 2], strides = [3, 2] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0], sizes = [2, 2], strides = [3, 2] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [1, 2], sizes = [2, 2], strides = [1, 2] : tensor<2x2xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_broadcast_24_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_broadcast_24_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c5 = arith.constant 5 : index
        %c3 = arith.constant 3 : index
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [6, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<6x4xf32>
        %3 = tensor.empty() : tensor<24xf32>
        %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<24xf32>) {
        ^bb0(%out: f32):
          %5 = linalg.index 0 : index
          %6 = arith.remsi %5, %c6 : index
          %7 = arith.divsi %5, %c6 : index
          %8 = arith.subi %c3, %7 : index
          %9 = arith.subi %c5, %6 : index
          %extracted = tensor.extract %2[%9, %8] : tensor<6x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<24xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [24], strides = [1] : tensor<24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>) -> (%output0: tensor<4x2x3xf32>, %output1: tensor<6x4xf32>, %output2: tensor<3x8xf32>, %output3: tensor<2x2xf32>, %output4: tensor<4x6xf32>, %output5: tensor<4x6xf32>, %output6: tensor<2x12xf32>)"}} {
    %c88 = arith.constant 88 : index
    %c8 = arith.constant 8 : index
    %c1091567616_i32 = arith.constant 1091567616 : i32
    %c80 = arith.constant 80 : index
    %c48 = arith.constant 48 : index
    %c-1082130432_i32 = arith.constant -1082130432 : i32
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3x4xf32> in !stream.resource<external>{%c96}
    %1 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c96} -> !stream.resource<*>{%c96}
    %2 = stream.async.clone on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<*>{%c96} -> !stream.resource<*>{%c96}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_transpose_6x4_f32(%2[%c0 to %c96 for %c96]) : (!stream.resource<*>{%c96}) -> !stream.resource<*>{%c96}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_slow_memcpy(%2[%c0 to %c96 for %c96]) : (!stream.resource<*>{%c96}) -> !stream.resource<*>{%c16}
    %5 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c-1082130432_i32 : i32 -> !stream.resource<*>{%c96}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_slow_memcpy(%2[%c0 to %c96 for %c96], %5[%c0 to %c96 for %c96]) : (!stream.resource<*>{%c96}, !stream.resource<*>{%c96}) -> %5{%c96}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_elementwise_broadcast_24_f32(%2[%c0 to %c96 for %c96]) : (!stream.resource<*>{%c96}) -> !stream.resource<*>{%c96}
    %8 = stream.async.alloca on(#hal.device.affinity<@__device_0>) : !stream.resource<*>{%c96}
    %9 = stream.async.copy on(#hal.device.affinity<@__device_0>) %1[%c48 to %c96], %8[%c0 to %c48], %c48 : !stream.resource<*>{%c96} -> %8 as !stream.resource<*>{%c96}
    %10 = stream.async.copy on(#hal.device.affinity<@__device_0>) %1[%c0 to %c48], %9[%c48 to %c96], %c48 : !stream.resource<*>{%c96} -> %9 as !stream.resource<*>{%c96}
    %11 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c1091567616_i32 : i32 -> !stream.resource<*>{%c96}
    %12 = stream.async.copy on(#hal.device.affinity<@__device_0>) %10[%c0 to %c80], %11[%c8 to %c88], %c80 : !stream.resource<*>{%c96} -> %11 as !stream.resource<*>{%c96}
    %13 = stream.async.cast on(#hal.device.affinity<@__device_0>) %3 : !stream.resource<*>{%c96} -> !stream.resource<external>{%c96}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<4x2x3xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %15 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<*>{%c96} -> !stream.resource<external>{%c96}
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<6x4xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %0 : tensor<3x8xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %18 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<2x2xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %20 = stream.async.cast on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<*>{%c96} -> !stream.resource<external>{%c96}
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<4x6xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %22 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<*>{%c96} -> !stream.resource<external>{%c96}
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %22 : tensor<4x6xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %24 = stream.async.cast on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<*>{%c96} -> !stream.resource<external>{%c96}
    %25 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %24 : tensor<2x12xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    util.return %14, %16, %17, %19, %21, %23, %25 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
