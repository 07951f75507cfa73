module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_12_bf16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_12_bf16(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xbf16>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xbf16>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<12xbf16>> -> tensor<12xbf16>
        %3 = tensor.empty() : tensor<12xbf16>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<12xbf16>) outs(%3 : tensor<12xbf16>) {
        ^bb0(%in: bf16, %out: bf16):
          %5 = arith.addf %in, %in : bf16
          %6 = arith.mulf %5, %in : bf16
          %7 = arith.maximumf %6, %in : bf16
          linalg.yield %7 : bf16
        } -> tensor<12xbf16>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [12], strides = [1] : tensor<12xbf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<12xbf16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_3x2x4_bf16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_3x2x4_bf16(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : bf16
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2xbf16>>
        %2 = stream.binding.subspan %arg2[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xbf16>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>> -> tensor<3x4xbf16>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [4, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2xbf16>> -> tensor<4x2xbf16>
        %5 = tensor.empty() : tensor<3x2xbf16>
        %6 = linalg.fill ins(%cst : bf16) outs(%5 : tensor<3x2xbf16>) -> tensor<3x2xbf16>
        %7 = linalg.matmul ins(%3, %4 : tensor<3x4xbf16>, tensor<4x2xbf16>) outs(%6 : tensor<3x2xbf16>) -> tensor<3x2xbf16>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xbf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2xbf16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_reduction_3x4_bf16xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_3x4_bf16xf32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c128 = arith.constant 128 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>>
        %1 = stream.binding.subspan %arg1[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xbf16>> -> tensor<3x4xbf16>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x4xbf16>) outs(%4 : tensor<3xf32>) {
        ^bb0(%in: bf16, %out: f32):
          %6 = arith.extf %in : bf16 to f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<3xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xbf16>, %input1: tensor<4x2xbf16>) -> (%output0: tensor<3x4xbf16>, %output1: tensor<3x2xbf16>, %output2: tensor<3xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_bf16 = hal.element_type<bf16> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_bf16) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x4xbf16> in !stream.resource<external>{%c24}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4, %c2]) type(%element_type_bf16) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x2xbf16> in !stream.resource<external>{%c16}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c192} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg2: !stream.resource<external>{%c24}, %1 as %arg3: !stream.resource<external>{%c16}, %result as %arg4: !stream.resource<external>{%c192}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_12_bf16 {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c0 for %c192] : !stream.resource<external>{%c192}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_3x2x4_bf16 {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg4[%c0 for %c192] : !stream.resource<external>{%c192}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_reduction_3x4_bf16xf32 {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c0 for %c192] : !stream.resource<external>{%c192}
        }
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c192}
    %4 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c24}
    %5 = stream.resource.subview %3[%c64] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c12}
    %6 = stream.resource.subview %3[%c128] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c12}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<3x4xbf16> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<3x2xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    util.return %7, %8, %9 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
