#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_4x5x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_4x5x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>> -> tensor<8x5xf32>
        %5 = tensor.empty() : tensor<4x5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x5xf32>) -> tensor<4x5xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<4x8xf32>, tensor<8x5xf32>) outs(%6 : tensor<4x5xf32>) -> tensor<4x5xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [4, 5], strides = [1, 1] : tensor<4x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_4x5x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_4x5x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>> -> tensor<8x5xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [4, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>> -> tensor<4x5xf32>
        %6 = linalg.matmul ins(%3, %4 : tensor<4x8xf32>, tensor<8x5xf32>) outs(%5 : tensor<4x5xf32>) -> tensor<4x5xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [4, 5], strides = [1, 1] : tensor<4x5xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_matvec_4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_matvec_4x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4xf32>) -> tensor<4xf32>
        %7 = linalg.matvec ins(%3, %4 : tensor<4x8xf32>, tensor<8xf32>) outs(%6 : tensor<4xf32>) -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_vecmat_5x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_vecmat_5x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>> -> tensor<8x5xf32>
        %5 = tensor.empty() : tensor<5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<5xf32>) -> tensor<5xf32>
        %7 = linalg.vecmat ins(%3, %4 : tensor<8xf32>, tensor<8x5xf32>) outs(%6 : tensor<5xf32>) -> tensor<5xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0], sizes = [5], strides = [1] : tensor<5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_dot_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_dot_8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %3 = tensor.empty() : tensor<f32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
        %5 = linalg.dot ins(%2, %2 : tensor<8xf32>, tensor<8xf32>) outs(%4 : tensor<f32>) -> tensor<f32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x5xf32>, %input2: tensor<4x5xf32>, %input3: tensor<8xf32>) -> (%output0: tensor<4x5xf32>, %output1: tensor<4x5xf32>, %output2: tensor<4xf32>, %output3: tensor<5xf32>, %output4: tensor<f32>)"}} {
    %c0 = arith.constant 0 : index
    %c320 = arith.constant 320 : index
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c20 = arith.constant 20 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c80 = arith.constant 80 : index
    %c160 = arith.constant 160 : index
    %c128 = arith.constant 128 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<8x5xf32> in !stream.resource<external>{%c160}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<4x5xf32> in !stream.resource<external>{%c80}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c8]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%c32}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c320} => !stream.timepoint
    %4 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg4: !stream.resource<external>{%c128}, %1 as %arg5: !stream.resource<external>{%c160}, %2 as %arg6: !stream.resource<external>{%c80}, %3 as %arg7: !stream.resource<external>{%c32}, %result as %arg8: !stream.resource<external>{%c320}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_4x5x8_f32 {
          ro %arg4[%c0 for %c128] : !stream.resource<external>{%c128},
          ro %arg5[%c0 for %c160] : !stream.resource<external>{%c160},
          wo %arg8[%c0 for %c80] : !stream.resource<external>{%c320}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_4x5x8_f32 {
          ro %arg4[%c0 for %c128] : !stream.resource<external>{%c128},
          ro %arg5[%c0 for %c160] : !stream.resource<external>{%c160},
          rw %arg6[%c0 for %c80] : !stream.resource<external>{%c80}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_matvec_4x8_f32 {
          ro %arg4[%c0 for %c128] : !stream.resource<external>{%c128},
          ro %arg7[%c0 for %c32] : !stream.resource<external>{%c32},
          wo %arg8[%c128 for %c16] : !stream.resource<external>{%c320}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_vecmat_5x8_f32 {
          ro %arg7[%c0 for %c32] : !stream.resource<external>{%c32},
          ro %arg5[%c0 for %c160] : !stream.resource<external>{%c160},
          wo %arg8[%c192 for %c20] : !stream.resource<external>{%c320}
        }
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_dot_8_f32 {
          ro %arg7[%c0 for %c32] : !stream.resource<external>{%c32},
          wo %arg8[%c256 for %c4] : !stream.resource<external>{%c320}
        }
      }
    } => !stream.timepoint
    %5:2 = stream.timepoint.await %4 => %result, %2 : !stream.resource<external>{%c320}, !stream.resource<external>{%c80}
    %6 = stream.resource.subview %5#0[%c0] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c80}
    %7 = stream.resource.subview %5#0[%c128] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c16}
    %8 = stream.resource.subview %5#0[%c192] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c20}
    %9 = stream.resource.subview %5#0[%c256] : !stream.resource<external>{%c320} -> !stream.resource<external>{%c4}
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<4x5xf32> in !stream.resource<external>{%c80} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5#1 : tensor<4x5xf32> in !stream.resource<external>{%c80} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<5xf32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<f32> in !stream.resource<external>{%c4} -> !hal.buffer_view
    util.return %10, %11, %12, %13, %14 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
