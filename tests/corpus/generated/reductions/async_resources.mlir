#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_reduction_3x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_reduction_3x5_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%4 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<3xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_reduction_5x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_5x3_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<5xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<5xf32>) -> tensor<5xf32>
        %5 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%4 : tensor<5xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.maximumf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<5xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [5], strides = [1] : tensor<5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
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
        %cst = arith.constant 0x7F800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%4 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.minimumf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<3xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_reduction_15_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_reduction_15_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [15], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>> -> tensor<15xf32>
        %3 = tensor.empty() : tensor<f32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
        %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%2 : tensor<15xf32>) outs(%4 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<f32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_reduction_5x3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_reduction_5x3_i32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>> -> tensor<3x5xi32>
        %3 = tensor.empty() : tensor<5xi32>
        %4 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<5xi32>) -> tensor<5xi32>
        %5 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xi32>) outs(%4 : tensor<5xi32>) {
        ^bb0(%in: i32, %out: i32):
          %6 = arith.addi %in, %out : i32
          linalg.yield %6 : i32
        } -> tensor<5xi32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [5], strides = [1] : tensor<5xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_reduction_3x5_f32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_reduction_3x5_f32xf32xi32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xi32>
        %4 = tensor.empty() : tensor<3xf32>
        %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<3xi32>) -> tensor<3xi32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3xf32>) -> tensor<3xf32>
        %7:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%6, %5 : tensor<3xf32>, tensor<3xi32>) {
        ^bb0(%in: f32, %out: f32, %out_0: i32):
          %8 = linalg.index 1 : index
          %9 = arith.index_cast %8 : index to i32
          %10 = arith.cmpf ogt, %in, %out : f32
          %11 = arith.select %10, %in, %out : f32
          %12 = arith.select %10, %9, %out_0 : i32
          linalg.yield %11, %12 : f32, i32
        } -> (tensor<3xf32>, tensor<3xi32>)
        iree_tensor_ext.dispatch.tensor.store %7#1, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x5xf32>, %input1: tensor<3x5xi32>) -> (%output0: tensor<3xf32>, %output1: tensor<5xf32>, %output2: tensor<3xf32>, %output3: tensor<f32>, %output4: tensor<5xi32>, %output5: tensor<3xi32>)"}} {
    %c4 = arith.constant 4 : index
    %c20 = arith.constant 20 : index
    %c0 = arith.constant 0 : index
    %c12 = arith.constant 12 : index
    %c60 = arith.constant 60 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x5xf32> in !stream.resource<external>{%c60}
    %1 = stream.async.cast on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c60} -> !stream.resource<*>{%c60}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c5]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3x5xi32> in !stream.resource<external>{%c60}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%c60} -> !stream.resource<*>{%c60}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_reduction_3x5_f32(%1[%c0 to %c60 for %c60]) : (!stream.resource<*>{%c60}) -> !stream.resource<*>{%c12}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_reduction_5x3_f32(%1[%c0 to %c60 for %c60]) : (!stream.resource<*>{%c60}) -> !stream.resource<*>{%c20}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_reduction_3x5_f32(%1[%c0 to %c60 for %c60]) : (!stream.resource<*>{%c60}) -> !stream.resource<*>{%c12}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_reduction_15_f32(%1[%c0 to %c60 for %c60]) : (!stream.resource<*>{%c60}) -> !stream.resource<*>{%c4}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_4::@main_dispatch_4_reduction_5x3_i32(%3[%c0 to %c60 for %c60]) : (!stream.resource<*>{%c60}) -> !stream.resource<*>{%c20}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_5::@main_dispatch_5_reduction_3x5_f32xf32xi32(%1[%c0 to %c60 for %c60]) : (!stream.resource<*>{%c60}) -> !stream.resource<*>{%c12}
    %10 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %12 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<*>{%c20} -> !stream.resource<external>{%c20}
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<5xf32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    %14 = stream.async.cast on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %16 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<f32> in !stream.resource<external>{%c4} -> !hal.buffer_view
    %18 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%c20} -> !stream.resource<external>{%c20}
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<5xi32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    %20 = stream.async.cast on(#hal.device.affinity<@__device_0>) %9 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %20 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    util.return %11, %13, %15, %17, %19, %21 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
