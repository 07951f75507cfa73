#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d1 * 2 + d3, d4, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0 + d3, d1 + d4, d2)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [6, 6, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>> -> tensor<6x6x2xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [1, 1, 0], sizes = [6, 6, 2], strides = [1, 1, 1] : tensor<6x6x2xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x8x2xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_conv_6x6x4x3x3x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_conv_6x6x4x3x3x2_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 8, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>> -> tensor<8x8x2xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [3, 3, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2x4xf32>> -> tensor<3x3x2x4xf32>
        %5 = tensor.empty() : tensor<6x6x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%3, %4 : tensor<8x8x2xf32>, tensor<3x3x2x4xf32>) outs(%6 : tensor<6x6x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<6x6x4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [6, 6, 4], strides = [1, 1, 1] : tensor<6x6x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_transpose_9x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_transpose_9x2_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [9, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x2xf32>> -> tensor<9x2xf32>
        %3 = tensor.empty() : tensor<2x9xf32>
        %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<9x2xf32>) outs(%3 : tensor<2x9xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<2x9xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [2, 9], strides = [1, 1] : tensor<2x9xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x9xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>> -> tensor<2x3x3xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 0, 0], sizes = [2, 1, 3, 3], strides = [1, 1, 1, 1] : tensor<2x3x3xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x3xf32>> -> tensor<2x3x3xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 1, 0, 0], sizes = [2, 1, 3, 3], strides = [1, 1, 1, 1] : tensor<2x3x3xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x2x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_conv_2x2x2x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_conv_2x2x2x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 2, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x3x3xf32>> -> tensor<2x2x3x3xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [6, 3, 2], strides = [1, 2, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>> -> tensor<6x3x2xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x2xf32>) -> tensor<2x2xf32>
        %7 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%5, %3 : tensor<6x3x2xf32>, tensor<2x2x3x3xf32>) outs(%6 : tensor<2x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_conv_4x4x2x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_conv_4x4x2x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [6, 6, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x2xf32>> -> tensor<6x6x2xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [3, 3, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>> -> tensor<3x3x2xf32>
        %5 = tensor.empty() : tensor<4x4x2xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
        %7 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%3, %4 : tensor<6x6x2xf32>, tensor<3x3x2xf32>) outs(%6 : tensor<4x4x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<4x4x2xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [4, 4, 2], strides = [1, 1, 1] : tensor<4x4x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x6x6x2xf32>, %input1: tensor<3x3x2x4xf32>, %input2: tensor<3x3x2xf32>) -> (%output0: tensor<1x6x6x4xf32>, %output1: tensor<1x2x2x1xf32>, %output2: tensor<1x4x4x2xf32>)"}} {
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c144 = arith.constant 144 : index
    %c576 = arith.constant 576 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c72 = arith.constant 72 : index
    %c288 = arith.constant 288 : index
    %c0_i8 = arith.constant 0 : i8
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c6, %c6, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x6x6x2xf32> in !stream.resource<external>{%c288}
    %1 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c288} -> !stream.resource<*>{%c288}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c3, %c2, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3x3x2x4xf32> in !stream.resource<external>{%c288}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%c288} -> !stream.resource<*>{%c288}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c3, %c3, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<3x3x2xf32> in !stream.resource<external>{%c72}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%c72} -> !stream.resource<*>{%c72}
    %6 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c0_i8 : i8 -> !stream.resource<*>{%c512}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_slow_memcpy(%1[%c0 to %c288 for %c288], %6[%c0 to %c512 for %c512]) : (!stream.resource<*>{%c288}, !stream.resource<*>{%c512}) -> %6{%c512}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_conv_6x6x4x3x3x2_f32(%7[%c0 to %c512 for %c512], %3[%c0 to %c288 for %c288]) : (!stream.resource<*>{%c512}, !stream.resource<*>{%c288}) -> !stream.resource<*>{%c576}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_transpose_9x2_f32(%5[%c0 to %c72 for %c72]) : (!stream.resource<*>{%c72}) -> !stream.resource<*>{%c72}
    %10 = stream.async.alloca on(#hal.device.affinity<@__device_0>) : !stream.resource<*>{%c144}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_slow_memcpy(%9[%c0 to %c72 for %c72], %10[%c0 to %c144 for %c144]) : (!stream.resource<*>{%c72}, !stream.resource<*>{%c144}) -> %10{%c144}
    %12 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_4::@main_dispatch_4_slow_memcpy(%9[%c0 to %c72 for %c72], %11[%c0 to %c144 for %c144]) : (!stream.resource<*>{%c72}, !stream.resource<*>{%c144}) -> %11{%c144}
    %13 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_5::@main_dispatch_5_conv_2x2x2x3x3_f32(%1[%c0 to %c288 for %c288], %12[%c0 to %c144 for %c144]) : (!stream.resource<*>{%c288}, !stream.resource<*>{%c144}) -> !stream.resource<*>{%c16}
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_6::@main_dispatch_6_conv_4x4x2x3x3_f32(%1[%c0 to %c288 for %c288], %5[%c0 to %c72 for %c72]) : (!stream.resource<*>{%c288}, !stream.resource<*>{%c72}) -> !stream.resource<*>{%c128}
    %15 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%c576} -> !stream.resource<external>{%c576}
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<1x6x6x4xf32> in !stream.resource<external>{%c576} -> !hal.buffer_view
    %17 = stream.async.cast on(#hal.device.affinity<@__device_0>) %13 : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<1x2x2x1xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %19 = stream.async.cast on(#hal.device.affinity<@__device_0>) %14 : !stream.resource<*>{%c128} -> !stream.resource<external>{%c128}
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %19 : tensor<1x4x4x2xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %16, %18, %20 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
