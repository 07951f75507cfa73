#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 + d5, d2 + d6, d7)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3 * 2, d1 + d4 * 2, d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0 + d2, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d1 * 2 + d3, d2 * 2 + d4, d0)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d3, d1 * 2 + d4, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_conv_4x2x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_conv_4x2x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [9, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>> -> tensor<9x3xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [3, 3, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>> -> tensor<3x3x2xf32>
        %5 = tensor.empty() : tensor<4x2xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x2xf32>) -> tensor<4x2xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%3, %4 : tensor<9x3xf32>, tensor<3x3x2xf32>) outs(%6 : tensor<4x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<4x2xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [4, 2], strides = [1, 1] : tensor<4x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [3, 4, 4, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>> -> tensor<3x4x4x2xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [2, 2, 2, 2, 3], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>> -> tensor<2x2x2x2x3xf32>
        %5 = tensor.empty() : tensor<2x3x3x3xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
        %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%3, %4 : tensor<3x4x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%6 : tensor<2x3x3x3xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x3x3x3xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [2, 3, 3, 3], strides = [1, 1, 1, 1] : tensor<2x3x3x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_conv_3x3x3x3x3x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_conv_3x3x3x3x3x2_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [7, 7, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>> -> tensor<7x7x2xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [3, 3, 3, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>> -> tensor<3x3x3x2xf32>
        %5 = tensor.empty() : tensor<3x3x3xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
        %7 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%3, %4 : tensor<7x7x2xf32>, tensor<3x3x3x2xf32>) outs(%6 : tensor<3x3x3xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<3x3x3xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [3, 3, 3], strides = [1, 1, 1] : tensor<3x3x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_conv_7x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_conv_7x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [9, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>> -> tensor<9x3xf32>
        %4 = tensor.empty() : tensor<7x3xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [3, 3, 1], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>> -> tensor<3x3xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<7x3xf32>) -> tensor<7x3xf32>
        %7 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3, %5 : tensor<9x3xf32>, tensor<3x3xf32>) outs(%6 : tensor<7x3xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<7x3xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [7, 3], strides = [1, 1] : tensor<7x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [5, 5, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>> -> tensor<5x5x4xi8>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [3, 3, 4, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>> -> tensor<3x3x4x2xi8>
        %5 = tensor.empty() : tensor<3x3x2xi32>
        %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<3x3x2xi32>) -> tensor<3x3x2xi32>
        %7 = linalg.generic {indexing_maps = [#map12, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%3, %4 : tensor<5x5x4xi8>, tensor<3x3x4x2xi8>) outs(%6 : tensor<3x3x2xi32>) {
        ^bb0(%in: i8, %in_0: i8, %out: i32):
          %8 = arith.extsi %in : i8 to i32
          %9 = arith.extsi %in_0 : i8 to i32
          %10 = arith.muli %8, %9 : i32
          %11 = arith.addi %out, %10 : i32
          linalg.yield %11 : i32
        } -> tensor<3x3x2xi32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [3, 3, 2], strides = [1, 1, 1] : tensor<3x3x2xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_conv_2x3x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_conv_2x3x3x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [7, 7, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>> -> tensor<7x7x2xf32>
        %3 = tensor.empty() : tensor<2x3x3xf32>
        %4 = tensor.empty() : tensor<3x3xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
        %6 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<7x7x2xf32>, tensor<3x3xf32>) outs(%5 : tensor<2x3x3xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.maximumf %out, %in : f32
          linalg.yield %7 : f32
        } -> tensor<2x3x3xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0, 0], sizes = [2, 3, 3], strides = [1, 1, 1] : tensor<2x3x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_conv_3x3x2x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_conv_3x3x2x2x2_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0x7F800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [7, 7, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>> -> tensor<7x7x2xf32>
        %3 = tensor.empty() : tensor<3x3x2xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
        %6 = linalg.generic {indexing_maps = [#map17, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<7x7x2xf32>, tensor<2x2xf32>) outs(%5 : tensor<3x3x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.minimumf %out, %in : f32
          linalg.yield %7 : f32
        } -> tensor<3x3x2xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0, 0], sizes = [3, 3, 2], strides = [1, 1, 1] : tensor<3x3x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_7 {
    stream.executable.export public @main_dispatch_7_conv_2x2x3x2x2_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_conv_2x2x3x2x2_i32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c-2147483648_i32 = arith.constant -2147483648 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 4, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>> -> tensor<4x4x3xi32>
        %3 = tensor.empty() : tensor<2x2x3xi32>
        %4 = tensor.empty() : tensor<2x2xi32>
        %5 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%3 : tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
        %6 = linalg.generic {indexing_maps = [#map17, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<4x4x3xi32>, tensor<2x2xi32>) outs(%5 : tensor<2x2x3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.maxsi %out, %in : i32
          linalg.yield %7 : i32
        } -> tensor<2x2x3xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0, 0], sizes = [2, 2, 3], strides = [1, 1, 1] : tensor<2x2x3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x9x3xf32>, %input1: tensor<3x3x2xf32>, %input2: tensor<1x3x4x4x2xf32>, %input3: tensor<2x2x2x2x3xf32>, %input4: tensor<1x7x7x2xf32>, %input5: tensor<3x3x3x2xf32>, %input6: tensor<1x5x5x4xi8>, %input7: tensor<3x3x4x2xi8>, %input8: tensor<1x4x4x3xi32>) -> (%output0: tensor<1x4x2xf32>, %output1: tensor<1x2x3x3x3xf32>, %output2: tensor<1x3x3x3xf32>, %output3: tensor<1x7x3xf32>, %output4: tensor<1x3x3x2xi32>, %output5: tensor<1x2x3x3xf32>, %output6: tensor<1x3x3x2xf32>, %output7: tensor<1x2x2x3xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c960 = arith.constant 960 : index
    %c832 = arith.constant 832 : index
    %c704 = arith.constant 704 : index
    %c576 = arith.constant 576 : index
    %c448 = arith.constant 448 : index
    %c320 = arith.constant 320 : index
    %c64 = arith.constant 64 : index
    %c48 = arith.constant 48 : index
    %c84 = arith.constant 84 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %c216 = arith.constant 216 : index
    %c392 = arith.constant 392 : index
    %c192 = arith.constant 192 : index
    %c384 = arith.constant 384 : index
    %c72 = arith.constant 72 : index
    %c108 = arith.constant 108 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c9 = arith.constant 9 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c9, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x9x3xf32> in !stream.resource<external>{%c108}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c3, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3x3x2xf32> in !stream.resource<external>{%c72}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c1, %c3, %c4, %c4, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<1x3x4x4x2xf32> in !stream.resource<external>{%c384}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c2, %c2, %c2, %c2, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<2x2x2x2x3xf32> in !stream.resource<external>{%c192}
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c1, %c7, %c7, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<1x7x7x2xf32> in !stream.resource<external>{%c392}
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("input5") shape([%c3, %c3, %c3, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg5 : !hal.buffer_view -> tensor<3x3x3x2xf32> in !stream.resource<external>{%c216}
    %element_type_i8 = hal.element_type<i8> : i32
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("input6") shape([%c1, %c5, %c5, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg6 : !hal.buffer_view -> tensor<1x5x5x4xi8> in !stream.resource<external>{%c100}
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("input7") shape([%c3, %c3, %c4, %c2]) type(%element_type_i8) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg7 : !hal.buffer_view -> tensor<3x3x4x2xi8> in !stream.resource<external>{%c72}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg8 : !hal.buffer_view> message("input8") shape([%c1, %c4, %c4, %c3]) type(%element_type_i32) encoding(%dense_row_major)
    %8 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg8 : !hal.buffer_view -> tensor<1x4x4x3xi32> in !stream.resource<external>{%c192}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1024} => !stream.timepoint
    %9 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg9: !stream.resource<external>{%c108}, %1 as %arg10: !stream.resource<external>{%c72}, %2 as %arg11: !stream.resource<external>{%c384}, %3 as %arg12: !stream.resource<external>{%c192}, %4 as %arg13: !stream.resource<external>{%c392}, %5 as %arg14: !stream.resource<external>{%c216}, %6 as %arg15: !stream.resource<external>{%c100}, %7 as %arg16: !stream.resource<external>{%c72}, %8 as %arg17: !stream.resource<external>{%c192}, %result as %arg18: !stream.resource<external>{%c1024}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32 {
          ro %arg9[%c0 for %c108] : !stream.resource<external>{%c108},
          ro %arg10[%c0 for %c72] : !stream.resource<external>{%c72},
          wo %arg18[%c0 for %c32] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32 {
          ro %arg11[%c0 for %c384] : !stream.resource<external>{%c384},
          ro %arg12[%c0 for %c192] : !stream.resource<external>{%c192},
          wo %arg18[%c64 for %c216] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32 {
          ro %arg13[%c0 for %c392] : !stream.resource<external>{%c392},
          ro %arg14[%c0 for %c216] : !stream.resource<external>{%c216},
          wo %arg18[%c320 for %c108] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32 {
          ro %arg10[%c0 for %c72] : !stream.resource<external>{%c72},
          ro %arg9[%c0 for %c108] : !stream.resource<external>{%c108},
          wo %arg18[%c448 for %c84] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32 {
          ro %arg15[%c0 for %c100] : !stream.resource<external>{%c100},
          ro %arg16[%c0 for %c72] : !stream.resource<external>{%c72},
          wo %arg18[%c576 for %c72] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32 {
          ro %arg13[%c0 for %c392] : !stream.resource<external>{%c392},
          wo %arg18[%c704 for %c72] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32 {
          ro %arg13[%c0 for %c392] : !stream.resource<external>{%c392},
          wo %arg18[%c832 for %c72] : !stream.resource<external>{%c1024}
        }
        stream.cmd.dispatch @main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32 {
          ro %arg17[%c0 for %c192] : !stream.resource<external>{%c192},
          wo %arg18[%c960 for %c48] : !stream.resource<external>{%c1024}
        }
      }
    } => !stream.timepoint
    %10 = stream.timepoint.await %9 => %result : !stream.resource<external>{%c1024}
    %11 = stream.resource.subview %10[%c0] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c32}
    %12 = stream.resource.subview %10[%c64] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c216}
    %13 = stream.resource.subview %10[%c320] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c108}
    %14 = stream.resource.subview %10[%c448] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c84}
    %15 = stream.resource.subview %10[%c576] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c72}
    %16 = stream.resource.subview %10[%c704] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c72}
    %17 = stream.resource.subview %10[%c832] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c72}
    %18 = stream.resource.subview %10[%c960] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c48}
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<1x4x2xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %20 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<1x2x3x3x3xf32> in !stream.resource<external>{%c216} -> !hal.buffer_view
    %21 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<1x3x3x3xf32> in !stream.resource<external>{%c108} -> !hal.buffer_view
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<1x7x3xf32> in !stream.resource<external>{%c84} -> !hal.buffer_view
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<1x3x3x2xi32> in !stream.resource<external>{%c72} -> !hal.buffer_view
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<1x2x3x3xf32> in !stream.resource<external>{%c72} -> !hal.buffer_view
    %25 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<1x3x3x2xf32> in !stream.resource<external>{%c72} -> !hal.buffer_view
    %26 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %18 : tensor<1x2x2x3xi32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %19, %20, %21, %22, %23, %24, %25, %26 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
