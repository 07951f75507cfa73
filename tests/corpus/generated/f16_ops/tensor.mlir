#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_24_f16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_24_f16(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>
        %cst = arith.constant 5.000000e-01 : f16
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [24], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf16>> -> tensor<24xf16>
        %3 = tensor.empty() : tensor<24xf16>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<24xf16>) outs(%3 : tensor<24xf16>) {
        ^bb0(%in: f16, %out: f16):
          %5 = arith.mulf %in, %in : f16
          %6 = arith.subf %5, %cst : f16
          %7 = math.exp %in : f16
          %8 = arith.addf %6, %7 : f16
          linalg.yield %8 : f16
        } -> tensor<24xf16>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [24], strides = [1] : tensor<24xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_like_4x3x6_f16xf16xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_like_4x3x6_f16xf16xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>
        %cst = arith.constant 0.000000e+00 : f32
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>> -> tensor<4x6xf16>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [6, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf16>> -> tensor<6x3xf16>
        %5 = tensor.empty() : tensor<4x3xf16>
        %6 = tensor.empty() : tensor<4x3xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<4x3xf32>) -> tensor<4x3xf32>
        %8 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3, %4 : tensor<4x6xf16>, tensor<6x3xf16>) outs(%7 : tensor<4x3xf32>) {
        ^bb0(%in: f16, %in_0: f16, %out: f32):
          %10 = arith.extf %in : f16 to f32
          %11 = arith.extf %in_0 : f16 to f32
          %12 = arith.mulf %10, %11 : f32
          %13 = arith.addf %out, %12 : f32
          linalg.yield %13 : f32
        } -> tensor<4x3xf32>
        %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x3xf32>) outs(%5 : tensor<4x3xf16>) {
        ^bb0(%in: f32, %out: f16):
          %10 = arith.truncf %in : f32 to f16
          linalg.yield %10 : f16
        } -> tensor<4x3xf16>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [4, 3], strides = [1, 1] : tensor<4x3xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x3xf16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_reduction_4x6_f16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_4x6_f16(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>
        %cst = arith.constant 0xFC00 : f16
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf16>> -> tensor<4x6xf16>
        %3 = tensor.empty() : tensor<4xf16>
        %4 = linalg.fill ins(%cst : f16) outs(%3 : tensor<4xf16>) -> tensor<4xf16>
        %5 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<4x6xf16>) outs(%4 : tensor<4xf16>) {
        ^bb0(%in: f16, %out: f16):
          %6 = arith.maximumf %in, %out : f16
          linalg.yield %6 : f16
        } -> tensor<4xf16>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf16>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x6xf16>, %input1: tensor<6x3xf16>) -> (%output0: tensor<4x6xf16>, %output1: tensor<4x3xf16>, %output2: tensor<4xf16>)"}} {
    %element_type_f16 = hal.element_type<f16> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c6]) type(%element_type_f16) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x6xf16> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x6xf16> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %element_type_f16_0 = hal.element_type<f16> : i32
    %dense_row_major_1 = hal.encoding_type<dense_row_major> : i32
    %c6_2 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c6_2, %c3]) type(%element_type_f16_0) encoding(%dense_row_major_1)
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<6x3xf16> : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<6x3xf16> in !stream.resource<external>{%3}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%3} -> !stream.resource<*>{%3}
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<24xf16> : index
    %7 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %2 : tensor<4x6xf16> in !stream.resource<*>{%0} -> tensor<24xf16> in !stream.resource<*>{%6}
    %8 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<24xf16> : index
    %9 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise_24_f16(%7) : (tensor<24xf16> in !stream.resource<*>{%6}) -> tensor<24xf16> in !stream.resource<*>{%8}
    %10 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x6xf16> : index
    %11 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %9 : tensor<24xf16> in !stream.resource<*>{%8} -> tensor<4x6xf16> in !stream.resource<*>{%10}
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x3xf16> : index
    %13 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_matmul_like_4x3x6_f16xf16xf32(%2, %5) : (tensor<4x6xf16> in !stream.resource<*>{%0}, tensor<6x3xf16> in !stream.resource<*>{%3}) -> tensor<4x3xf16> in !stream.resource<*>{%12}
    %14 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf16> : index
    %15 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_reduction_4x6_f16(%2) : (tensor<4x6xf16> in !stream.resource<*>{%0}) -> tensor<4xf16> in !stream.resource<*>{%14}
    %16 = stream.async.cast on(#hal.device.affinity<@__device_0>) %11 : !stream.resource<*>{%10} -> !stream.resource<external>{%10}
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<4x6xf16> in !stream.resource<external>{%10} -> !hal.buffer_view
    %18 = stream.async.cast on(#hal.device.affinity<@__device_0>) %13 : !stream.resource<*>{%12} -> !stream.resource<external>{%12}
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<4x3xf16> in !stream.resource<external>{%12} -> !hal.buffer_view
    %20 = stream.async.cast on(#hal.device.affinity<@__device_0>) %15 : !stream.resource<*>{%14} -> !stream.resource<external>{%14}
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<4xf16> in !stream.resource<external>{%14} -> !hal.buffer_view
    util.return %17, %19, %21 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
