#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3x5xf32>
        %4 = linalg.softmax dimension(1) ins(%2 : tensor<3x5xf32>) outs(%3 : tensor<3x5xf32>) -> tensor<3x5xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3x5xf32>
        %4 = linalg.softmax dimension(0) ins(%2 : tensor<3x5xf32>) outs(%3 : tensor<3x5xf32>) -> tensor<3x5xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_reduction_3x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_3x5_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %cst = arith.constant 0.000000e+00 : f32
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%4 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = math.exp %in : f32
          %8 = arith.addf %7, %out : f32
          linalg.yield %8 : f32
        } -> tensor<3xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<3xf32>) outs(%3 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = math.log %in : f32
          linalg.yield %7 : f32
        } -> tensor<3xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x5xf32>) -> (%output0: tensor<3x5xf32>, %output1: tensor<3x5xf32>, %output2: tensor<3xf32>)"}} {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x5xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x5xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x5xf32> : index
    %4 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_softmax_3x5xf32_dispatch_tensor_store(%2) : (tensor<3x5xf32> in !stream.resource<*>{%0}) -> tensor<3x5xf32> in !stream.resource<*>{%3}
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x5xf32> : index
    %6 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_softmax_3x5xf32_dispatch_tensor_store(%2) : (tensor<3x5xf32> in !stream.resource<*>{%0}) -> tensor<3x5xf32> in !stream.resource<*>{%5}
    %7 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3xf32> : index
    %8 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_reduction_3x5_f32(%2) : (tensor<3x5xf32> in !stream.resource<*>{%0}) -> tensor<3xf32> in !stream.resource<*>{%7}
    %9 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<*>{%3} -> !stream.resource<external>{%3}
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<3x5xf32> in !stream.resource<external>{%3} -> !hal.buffer_view
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<*>{%5} -> !stream.resource<external>{%5}
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<3x5xf32> in !stream.resource<external>{%5} -> !hal.buffer_view
    %13 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%7} -> !stream.resource<external>{%7}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<3xf32> in !stream.resource<external>{%7} -> !hal.buffer_view
    util.return %10, %12, %14 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
