#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__parameter_model_fc1_weight_tensor_6x8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_fc1_bias_tensor_8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_fc2_weight_tensor_8x3xf32 : !stream.resource<constant>
  util.global private @__parameter_model_perm_tensor_3xi32 : !stream.resource<constant>
  util.initializer {
    %c12 = arith.constant 12 : index
    %c96 = arith.constant 96 : index
    %c32 = arith.constant 32 : index
    %c192 = arith.constant 192 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c192} = #stream.parameter.named<"model"::"fc1.weight"> : tensor<6x8xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} = #stream.parameter.named<"model"::"fc1.bias"> : tensor<8xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c96} = #stream.parameter.named<"model"::"fc2.weight"> : tensor<8x3xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c12} = #stream.parameter.named<"model"::"perm"> : tensor<3xi32>
    util.global.store %cst_0, @__parameter_model_fc1_bias_tensor_8xf32 : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_fc1_weight_tensor_6x8xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_fc2_weight_tensor_8x3xf32 : !stream.resource<constant>
    util.global.store %cst_2, @__parameter_model_perm_tensor_3xi32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_2x8x6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x8x6_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>> -> tensor<2x6xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [6, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>> -> tensor<6x8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %7 = tensor.empty() : tensor<2x8xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %9 = linalg.matmul ins(%4, %5 : tensor<2x6xf32>, tensor<6x8xf32>) outs(%8 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %6 : tensor<2x8xf32>, tensor<8xf32>) outs(%7 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = math.tanh %11 : f32
          linalg.yield %12 : f32
        } -> tensor<2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_2x3x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_2x3x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3xf32>> -> tensor<8x3xf32>
        %5 = tensor.empty() : tensor<2x3xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x3xf32>) -> tensor<2x3xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<2x8xf32>, tensor<8x3xf32>) outs(%6 : tensor<2x3xf32>) -> tensor<2x3xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : tensor<2x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_broadcast_2x3_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_broadcast_2x3_i32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>> -> tensor<2x3xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<2x3xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<3xi32>) outs(%5 : tensor<2x3xf32>) {
        ^bb0(%in: i32, %out: f32):
          %7 = linalg.index 0 : index
          %8 = arith.index_cast %in : i32 to index
          %extracted = tensor.extract %3[%7, %8] : tensor<2x3xf32>
          linalg.yield %extracted : f32
        } -> tensor<2x3xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : tensor<2x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x6xf32>) -> (%output0: tensor<2x3xf32>, %output1: tensor<2x3xf32>)"}} {
    %c12 = arith.constant 12 : index
    %c96 = arith.constant 96 : index
    %c32 = arith.constant 32 : index
    %c192 = arith.constant 192 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %__parameter_model_fc1_weight_tensor_6x8xf32 = util.global.load immutable @__parameter_model_fc1_weight_tensor_6x8xf32 : !stream.resource<constant>
    %__parameter_model_fc1_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_fc1_bias_tensor_8xf32 : !stream.resource<constant>
    %__parameter_model_fc2_weight_tensor_8x3xf32 = util.global.load immutable @__parameter_model_fc2_weight_tensor_8x3xf32 : !stream.resource<constant>
    %__parameter_model_perm_tensor_3xi32 = util.global.load immutable @__parameter_model_perm_tensor_3xi32 : !stream.resource<constant>
    %0 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_fc1_weight_tensor_6x8xf32 : !stream.resource<constant>{%c192} -> !stream.resource<*>{%c192}
    %1 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_fc1_bias_tensor_8xf32 : !stream.resource<constant>{%c32} -> !stream.resource<*>{%c32}
    %2 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_fc2_weight_tensor_8x3xf32 : !stream.resource<constant>{%c96} -> !stream.resource<*>{%c96}
    %3 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_perm_tensor_3xi32 : !stream.resource<constant>{%c12} -> !stream.resource<*>{%c12}
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c6]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x6xf32> in !stream.resource<external>{%c48}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%c48} -> !stream.resource<*>{%c48}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_2x8x6_f32(%5[%c0 to %c48 for %c48], %0[%c0 to %c192 for %c192], %1[%c0 to %c32 for %c32]) : (!stream.resource<*>{%c48}, !stream.resource<*>{%c192}, !stream.resource<*>{%c32}) -> !stream.resource<*>{%c64}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_matmul_2x3x8_f32(%6[%c0 to %c64 for %c64], %2[%c0 to %c96 for %c96]) : (!stream.resource<*>{%c64}, !stream.resource<*>{%c96}) -> !stream.resource<*>{%c24}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_elementwise_broadcast_2x3_i32xf32(%7[%c0 to %c24 for %c24], %3[%c0 to %c12 for %c12]) : (!stream.resource<*>{%c24}, !stream.resource<*>{%c12}) -> !stream.resource<*>{%c24}
    %9 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %10, %12 : !hal.buffer_view, !hal.buffer_view
  }
}
