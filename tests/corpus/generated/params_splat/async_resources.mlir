#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__parameter_model_w_tensor_4x3xf32 : !stream.resource<constant>
  util.global private @__parameter_model_b_tensor_3xf32 : !stream.resource<constant>
  util.global private @__parameter_model_gain_tensor_2x3xf32 : !stream.resource<constant>
  util.initializer {
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c48 = arith.constant 48 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c48} = #stream.parameter.named<"model"::"w"> : tensor<4x3xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c12} = #stream.parameter.named<"model"::"b"> : tensor<3xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c24} = #stream.parameter.named<"model"::"gain"> : tensor<2x3xf32>
    util.global.store %cst_0, @__parameter_model_b_tensor_3xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_gain_tensor_2x3xf32 : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_w_tensor_4x3xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_2x3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x3x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [4, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3xf32>> -> tensor<4x3xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>> -> tensor<3xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>> -> tensor<2x3xf32>
        %9 = tensor.empty() : tensor<2x3xf32>
        %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x3xf32>) -> tensor<2x3xf32>
        %11 = linalg.matmul ins(%5, %6 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%10 : tensor<2x3xf32>) -> tensor<2x3xf32>
        %12 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %7, %8 : tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) outs(%9 : tensor<2x3xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %13 = arith.addf %in, %in_0 : f32
          %14 = arith.mulf %13, %in_1 : f32
          linalg.yield %14 : f32
        } -> tensor<2x3xf32>
        iree_tensor_ext.dispatch.tensor.store %12, %4, offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : tensor<2x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4xf32>) -> (%output0: tensor<2x3xf32>)"}} {
    %c12 = arith.constant 12 : index
    %c48 = arith.constant 48 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %__parameter_model_w_tensor_4x3xf32 = util.global.load immutable @__parameter_model_w_tensor_4x3xf32 : !stream.resource<constant>
    %__parameter_model_b_tensor_3xf32 = util.global.load immutable @__parameter_model_b_tensor_3xf32 : !stream.resource<constant>
    %__parameter_model_gain_tensor_2x3xf32 = util.global.load immutable @__parameter_model_gain_tensor_2x3xf32 : !stream.resource<constant>
    %0 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_w_tensor_4x3xf32 : !stream.resource<constant>{%c48} -> !stream.resource<*>{%c48}
    %1 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_b_tensor_3xf32 : !stream.resource<constant>{%c12} -> !stream.resource<*>{%c12}
    %2 = stream.async.clone on(#hal.device.affinity<@__device_0>) %__parameter_model_gain_tensor_2x3xf32 : !stream.resource<constant>{%c24} -> !stream.resource<*>{%c24}
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x4xf32> in !stream.resource<external>{%c32}
    %4 = stream.async.cast on(#hal.device.affinity<@__device_0>) %3 : !stream.resource<external>{%c32} -> !stream.resource<*>{%c32}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_2x3x4_f32(%4[%c0 to %c32 for %c32], %0[%c0 to %c48 for %c48], %1[%c0 to %c12 for %c12], %2[%c0 to %c24 for %c24]) : (!stream.resource<*>{%c32}, !stream.resource<*>{%c48}, !stream.resource<*>{%c12}, !stream.resource<*>{%c24}) -> !stream.resource<*>{%c24}
    %6 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
}
