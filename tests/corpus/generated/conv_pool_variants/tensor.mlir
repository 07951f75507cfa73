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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x4x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x2x2x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3x3xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x2xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x3xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<9x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x3xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x5x4xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x4x2xi8>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xi32>>
        %c0_i32 = arith.constant 0 : i32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x3xf32>>
        %cst = arith.constant 0xFF800000 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x7x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x2xf32>>
        %cst = arith.constant 0x7F800000 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x3xi32>>
        %c-2147483648_i32 = arith.constant -2147483648 : i32
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
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c3 = arith.constant 3 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c9, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x9x3xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x9x3xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %element_type_f32_0 = hal.element_type<f32> : i32
    %dense_row_major_1 = hal.encoding_type<dense_row_major> : i32
    %c3_2 = arith.constant 3 : index
    %c3_3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3_2, %c3_3, %c2]) type(%element_type_f32_0) encoding(%dense_row_major_1)
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3x2xf32> : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3x3x2xf32> in !stream.resource<external>{%3}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%3} -> !stream.resource<*>{%3}
    %element_type_f32_4 = hal.element_type<f32> : i32
    %dense_row_major_5 = hal.encoding_type<dense_row_major> : i32
    %c1_6 = arith.constant 1 : index
    %c3_7 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c4_8 = arith.constant 4 : index
    %c2_9 = arith.constant 2 : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c1_6, %c3_7, %c4, %c4_8, %c2_9]) type(%element_type_f32_4) encoding(%dense_row_major_5)
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3x4x4x2xf32> : index
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<1x3x4x4x2xf32> in !stream.resource<external>{%6}
    %8 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<external>{%6} -> !stream.resource<*>{%6}
    %element_type_f32_10 = hal.element_type<f32> : i32
    %dense_row_major_11 = hal.encoding_type<dense_row_major> : i32
    %c2_12 = arith.constant 2 : index
    %c2_13 = arith.constant 2 : index
    %c2_14 = arith.constant 2 : index
    %c2_15 = arith.constant 2 : index
    %c3_16 = arith.constant 3 : index
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c2_12, %c2_13, %c2_14, %c2_15, %c3_16]) type(%element_type_f32_10) encoding(%dense_row_major_11)
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x2x2x2x3xf32> : index
    %10 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<2x2x2x2x3xf32> in !stream.resource<external>{%9}
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%9} -> !stream.resource<*>{%9}
    %element_type_f32_17 = hal.element_type<f32> : i32
    %dense_row_major_18 = hal.encoding_type<dense_row_major> : i32
    %c1_19 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c7_20 = arith.constant 7 : index
    %c2_21 = arith.constant 2 : index
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c1_19, %c7, %c7_20, %c2_21]) type(%element_type_f32_17) encoding(%dense_row_major_18)
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x7x7x2xf32> : index
    %13 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg4 : !hal.buffer_view -> tensor<1x7x7x2xf32> in !stream.resource<external>{%12}
    %14 = stream.async.cast on(#hal.device.affinity<@__device_0>) %13 : !stream.resource<external>{%12} -> !stream.resource<*>{%12}
    %element_type_f32_22 = hal.element_type<f32> : i32
    %dense_row_major_23 = hal.encoding_type<dense_row_major> : i32
    %c3_24 = arith.constant 3 : index
    %c3_25 = arith.constant 3 : index
    %c3_26 = arith.constant 3 : index
    %c2_27 = arith.constant 2 : index
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("input5") shape([%c3_24, %c3_25, %c3_26, %c2_27]) type(%element_type_f32_22) encoding(%dense_row_major_23)
    %15 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3x3x2xf32> : index
    %16 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg5 : !hal.buffer_view -> tensor<3x3x3x2xf32> in !stream.resource<external>{%15}
    %17 = stream.async.cast on(#hal.device.affinity<@__device_0>) %16 : !stream.resource<external>{%15} -> !stream.resource<*>{%15}
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major_28 = hal.encoding_type<dense_row_major> : i32
    %c1_29 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c5_30 = arith.constant 5 : index
    %c4_31 = arith.constant 4 : index
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("input6") shape([%c1_29, %c5, %c5_30, %c4_31]) type(%element_type_i8) encoding(%dense_row_major_28)
    %18 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x5x5x4xi8> : index
    %19 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg6 : !hal.buffer_view -> tensor<1x5x5x4xi8> in !stream.resource<external>{%18}
    %20 = stream.async.cast on(#hal.device.affinity<@__device_0>) %19 : !stream.resource<external>{%18} -> !stream.resource<*>{%18}
    %element_type_i8_32 = hal.element_type<i8> : i32
    %dense_row_major_33 = hal.encoding_type<dense_row_major> : i32
    %c3_34 = arith.constant 3 : index
    %c3_35 = arith.constant 3 : index
    %c4_36 = arith.constant 4 : index
    %c2_37 = arith.constant 2 : index
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("input7") shape([%c3_34, %c3_35, %c4_36, %c2_37]) type(%element_type_i8_32) encoding(%dense_row_major_33)
    %21 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3x4x2xi8> : index
    %22 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg7 : !hal.buffer_view -> tensor<3x3x4x2xi8> in !stream.resource<external>{%21}
    %23 = stream.async.cast on(#hal.device.affinity<@__device_0>) %22 : !stream.resource<external>{%21} -> !stream.resource<*>{%21}
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major_38 = hal.encoding_type<dense_row_major> : i32
    %c1_39 = arith.constant 1 : index
    %c4_40 = arith.constant 4 : index
    %c4_41 = arith.constant 4 : index
    %c3_42 = arith.constant 3 : index
    hal.buffer_view.assert<%arg8 : !hal.buffer_view> message("input8") shape([%c1_39, %c4_40, %c4_41, %c3_42]) type(%element_type_i32) encoding(%dense_row_major_38)
    %24 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x4x4x3xi32> : index
    %25 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg8 : !hal.buffer_view -> tensor<1x4x4x3xi32> in !stream.resource<external>{%24}
    %26 = stream.async.cast on(#hal.device.affinity<@__device_0>) %25 : !stream.resource<external>{%24} -> !stream.resource<*>{%24}
    %27 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<9x3xf32> : index
    %28 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %2 : tensor<1x9x3xf32> in !stream.resource<*>{%0} -> tensor<9x3xf32> in !stream.resource<*>{%27}
    %29 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x2xf32> : index
    %30 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_conv_4x2x3x3_f32(%28, %5) : (tensor<9x3xf32> in !stream.resource<*>{%27}, tensor<3x3x2xf32> in !stream.resource<*>{%3}) -> tensor<4x2xf32> in !stream.resource<*>{%29}
    %31 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x4x2xf32> : index
    %32 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %30 : tensor<4x2xf32> in !stream.resource<*>{%29} -> tensor<1x4x2xf32> in !stream.resource<*>{%31}
    %33 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4x4x2xf32> : index
    %34 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %8 : tensor<1x3x4x4x2xf32> in !stream.resource<*>{%6} -> tensor<3x4x4x2xf32> in !stream.resource<*>{%33}
    %35 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3x3x3xf32> : index
    %36 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_conv_2x3x3x3x2x2x2x2_f32(%34, %11) : (tensor<3x4x4x2xf32> in !stream.resource<*>{%33}, tensor<2x2x2x2x3xf32> in !stream.resource<*>{%9}) -> tensor<2x3x3x3xf32> in !stream.resource<*>{%35}
    %37 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x2x3x3x3xf32> : index
    %38 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %36 : tensor<2x3x3x3xf32> in !stream.resource<*>{%35} -> tensor<1x2x3x3x3xf32> in !stream.resource<*>{%37}
    %39 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<7x7x2xf32> : index
    %40 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %14 : tensor<1x7x7x2xf32> in !stream.resource<*>{%12} -> tensor<7x7x2xf32> in !stream.resource<*>{%39}
    %41 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3x3xf32> : index
    %42 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_conv_3x3x3x3x3x2_f32(%40, %17) : (tensor<7x7x2xf32> in !stream.resource<*>{%39}, tensor<3x3x3x2xf32> in !stream.resource<*>{%15}) -> tensor<3x3x3xf32> in !stream.resource<*>{%41}
    %43 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3x3x3xf32> : index
    %44 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %42 : tensor<3x3x3xf32> in !stream.resource<*>{%41} -> tensor<1x3x3x3xf32> in !stream.resource<*>{%43}
    %45 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<7x3xf32> : index
    %46 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_conv_7x3x3_f32(%5, %28) : (tensor<3x3x2xf32> in !stream.resource<*>{%3}, tensor<9x3xf32> in !stream.resource<*>{%27}) -> tensor<7x3xf32> in !stream.resource<*>{%45}
    %47 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x7x3xf32> : index
    %48 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %46 : tensor<7x3xf32> in !stream.resource<*>{%45} -> tensor<1x7x3xf32> in !stream.resource<*>{%47}
    %49 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<5x5x4xi8> : index
    %50 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %20 : tensor<1x5x5x4xi8> in !stream.resource<*>{%18} -> tensor<5x5x4xi8> in !stream.resource<*>{%49}
    %51 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3x2xi32> : index
    %52 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_4::@main_dispatch_4_conv_3x3x2x3x3x4_i8xi8xi32(%50, %23) : (tensor<5x5x4xi8> in !stream.resource<*>{%49}, tensor<3x3x4x2xi8> in !stream.resource<*>{%21}) -> tensor<3x3x2xi32> in !stream.resource<*>{%51}
    %53 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3x3x2xi32> : index
    %54 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %52 : tensor<3x3x2xi32> in !stream.resource<*>{%51} -> tensor<1x3x3x2xi32> in !stream.resource<*>{%53}
    %55 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3x3xf32> : index
    %56 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_5::@main_dispatch_5_conv_2x3x3x3x3_f32(%40) : (tensor<7x7x2xf32> in !stream.resource<*>{%39}) -> tensor<2x3x3xf32> in !stream.resource<*>{%55}
    %57 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x2x3x3xf32> : index
    %58 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %56 : tensor<2x3x3xf32> in !stream.resource<*>{%55} -> tensor<1x2x3x3xf32> in !stream.resource<*>{%57}
    %59 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x3x2xf32> : index
    %60 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_6::@main_dispatch_6_conv_3x3x2x2x2_f32(%40) : (tensor<7x7x2xf32> in !stream.resource<*>{%39}) -> tensor<3x3x2xf32> in !stream.resource<*>{%59}
    %61 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3x3x2xf32> : index
    %62 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %60 : tensor<3x3x2xf32> in !stream.resource<*>{%59} -> tensor<1x3x3x2xf32> in !stream.resource<*>{%61}
    %63 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x4x3xi32> : index
    %64 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %26 : tensor<1x4x4x3xi32> in !stream.resource<*>{%24} -> tensor<4x4x3xi32> in !stream.resource<*>{%63}
    %65 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x2x3xi32> : index
    %66 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_7::@main_dispatch_7_conv_2x2x3x2x2_i32(%64) : (tensor<4x4x3xi32> in !stream.resource<*>{%63}) -> tensor<2x2x3xi32> in !stream.resource<*>{%65}
    %67 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x2x2x3xi32> : index
    %68 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %66 : tensor<2x2x3xi32> in !stream.resource<*>{%65} -> tensor<1x2x2x3xi32> in !stream.resource<*>{%67}
    %69 = stream.async.cast on(#hal.device.affinity<@__device_0>) %32 : !stream.resource<*>{%31} -> !stream.resource<external>{%31}
    %70 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %69 : tensor<1x4x2xf32> in !stream.resource<external>{%31} -> !hal.buffer_view
    %71 = stream.async.cast on(#hal.device.affinity<@__device_0>) %38 : !stream.resource<*>{%37} -> !stream.resource<external>{%37}
    %72 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %71 : tensor<1x2x3x3x3xf32> in !stream.resource<external>{%37} -> !hal.buffer_view
    %73 = stream.async.cast on(#hal.device.affinity<@__device_0>) %44 : !stream.resource<*>{%43} -> !stream.resource<external>{%43}
    %74 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %73 : tensor<1x3x3x3xf32> in !stream.resource<external>{%43} -> !hal.buffer_view
    %75 = stream.async.cast on(#hal.device.affinity<@__device_0>) %48 : !stream.resource<*>{%47} -> !stream.resource<external>{%47}
    %76 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %75 : tensor<1x7x3xf32> in !stream.resource<external>{%47} -> !hal.buffer_view
    %77 = stream.async.cast on(#hal.device.affinity<@__device_0>) %54 : !stream.resource<*>{%53} -> !stream.resource<external>{%53}
    %78 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %77 : tensor<1x3x3x2xi32> in !stream.resource<external>{%53} -> !hal.buffer_view
    %79 = stream.async.cast on(#hal.device.affinity<@__device_0>) %58 : !stream.resource<*>{%57} -> !stream.resource<external>{%57}
    %80 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %79 : tensor<1x2x3x3xf32> in !stream.resource<external>{%57} -> !hal.buffer_view
    %81 = stream.async.cast on(#hal.device.affinity<@__device_0>) %62 : !stream.resource<*>{%61} -> !stream.resource<external>{%61}
    %82 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %81 : tensor<1x3x3x2xf32> in !stream.resource<external>{%61} -> !hal.buffer_view
    %83 = stream.async.cast on(#hal.device.affinity<@__device_0>) %68 : !stream.resource<*>{%67} -> !stream.resource<external>{%67}
    %84 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %83 : tensor<1x2x2x3xi32> in !stream.resource<external>{%67} -> !hal.buffer_view
    util.return %70, %72, %74, %76, %78, %80, %82, %84 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
