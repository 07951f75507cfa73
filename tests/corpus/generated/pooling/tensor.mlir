#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d3, d1 * 2 + d4, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0 + d3, d1 + d4, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_conv_2x2x3x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_conv_2x2x3x2x2_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        %cst = arith.constant 0xFF800000 : f32
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 4, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>> -> tensor<4x4x3xf32>
        %3 = tensor.empty() : tensor<2x2x3xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<4x4x3xf32>, tensor<2x2xf32>) outs(%5 : tensor<2x2x3xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.maximumf %out, %in : f32
          linalg.yield %7 : f32
        } -> tensor<2x2x3xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0, 0], sizes = [2, 2, 3], strides = [1, 1, 1] : tensor<2x2x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_conv_2x2x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_conv_2x2x3x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0.111111112 : f32
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 4, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xf32>> -> tensor<4x4x3xf32>
        %3 = tensor.empty() : tensor<2x2x3xf32>
        %4 = tensor.empty() : tensor<3x3xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
        %6 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<4x4x3xf32>, tensor<3x3xf32>) outs(%5 : tensor<2x2x3xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.addf %out, %in : f32
          linalg.yield %8 : f32
        } -> tensor<2x2x3xf32>
        %7 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x2x3xf32>) outs(%3 : tensor<2x2x3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %cst_0 : f32
          linalg.yield %8 : f32
        } -> tensor<2x2x3xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0, 0], sizes = [2, 2, 3], strides = [1, 1, 1] : tensor<2x2x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_reduction_3x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_3x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 6.250000e-02 : f32
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x3xf32>> -> tensor<16x3xf32>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %5 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<16x3xf32>) outs(%4 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.addf %in, %out : f32
          linalg.yield %7 : f32
        } -> tensor<3xf32>
        %6 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%5 : tensor<3xf32>) outs(%3 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.mulf %in, %cst_0 : f32
          linalg.yield %7 : f32
        } -> tensor<3xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4x4x3xf32>) -> (%output0: tensor<1x2x2x3xf32>, %output1: tensor<1x2x2x3xf32>, %output2: tensor<1x3xf32>)"}} {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c4, %c4_0, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x4x4x3xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x4x4x3xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x4x3xf32> : index
    %4 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %2 : tensor<1x4x4x3xf32> in !stream.resource<*>{%0} -> tensor<4x4x3xf32> in !stream.resource<*>{%3}
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x2x3xf32> : index
    %6 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_conv_2x2x3x2x2_f32(%4) : (tensor<4x4x3xf32> in !stream.resource<*>{%3}) -> tensor<2x2x3xf32> in !stream.resource<*>{%5}
    %7 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x2x2x3xf32> : index
    %8 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %6 : tensor<2x2x3xf32> in !stream.resource<*>{%5} -> tensor<1x2x2x3xf32> in !stream.resource<*>{%7}
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x2x3xf32> : index
    %10 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_conv_2x2x3x3x3_f32(%4) : (tensor<4x4x3xf32> in !stream.resource<*>{%3}) -> tensor<2x2x3xf32> in !stream.resource<*>{%9}
    %11 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x2x2x3xf32> : index
    %12 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %10 : tensor<2x2x3xf32> in !stream.resource<*>{%9} -> tensor<1x2x2x3xf32> in !stream.resource<*>{%11}
    %13 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<16x3xf32> : index
    %14 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %2 : tensor<1x4x4x3xf32> in !stream.resource<*>{%0} -> tensor<16x3xf32> in !stream.resource<*>{%13}
    %15 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3xf32> : index
    %16 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_reduction_3x16_f32(%14) : (tensor<16x3xf32> in !stream.resource<*>{%13}) -> tensor<3xf32> in !stream.resource<*>{%15}
    %17 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3xf32> : index
    %18 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %16 : tensor<3xf32> in !stream.resource<*>{%15} -> tensor<1x3xf32> in !stream.resource<*>{%17}
    %19 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%7} -> !stream.resource<external>{%7}
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %19 : tensor<1x2x2x3xf32> in !stream.resource<external>{%7} -> !hal.buffer_view
    %21 = stream.async.cast on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<*>{%11} -> !stream.resource<external>{%11}
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<1x2x2x3xf32> in !stream.resource<external>{%11} -> !hal.buffer_view
    %23 = stream.async.cast on(#hal.device.affinity<@__device_0>) %18 : !stream.resource<*>{%17} -> !stream.resource<external>{%17}
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<1x3xf32> in !stream.resource<external>{%17} -> !hal.buffer_view
    util.return %20, %22, %24 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
