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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %cst = arith.constant 0.000000e+00 : f32
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
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %cst = arith.constant 0.000000e+00 : f32
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
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x8xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %element_type_f32_0 = hal.element_type<f32> : i32
    %dense_row_major_1 = hal.encoding_type<dense_row_major> : i32
    %c8_2 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8_2, %c5]) type(%element_type_f32_0) encoding(%dense_row_major_1)
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<8x5xf32> : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<8x5xf32> in !stream.resource<external>{%3}
    %5 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%3} -> !stream.resource<*>{%3}
    %element_type_f32_3 = hal.element_type<f32> : i32
    %dense_row_major_4 = hal.encoding_type<dense_row_major> : i32
    %c4_5 = arith.constant 4 : index
    %c5_6 = arith.constant 5 : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4_5, %c5_6]) type(%element_type_f32_3) encoding(%dense_row_major_4)
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x5xf32> : index
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<4x5xf32> in !stream.resource<external>{%6}
    %8 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7 : !stream.resource<external>{%6} -> !stream.resource<*>{%6}
    %element_type_f32_7 = hal.element_type<f32> : i32
    %dense_row_major_8 = hal.encoding_type<dense_row_major> : i32
    %c8_9 = arith.constant 8 : index
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c8_9]) type(%element_type_f32_7) encoding(%dense_row_major_8)
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<8xf32> : index
    %10 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%9}
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%9} -> !stream.resource<*>{%9}
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x5xf32> : index
    %13 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_4x5x8_f32(%2, %5) : (tensor<4x8xf32> in !stream.resource<*>{%0}, tensor<8x5xf32> in !stream.resource<*>{%3}) -> tensor<4x5xf32> in !stream.resource<*>{%12}
    %14 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_matmul_4x5x8_f32(%2, %5, %8) : (tensor<4x8xf32> in !stream.resource<*>{%0}, tensor<8x5xf32> in !stream.resource<*>{%3}, tensor<4x5xf32> in !stream.resource<*>{%6}) -> tensor<4x5xf32> in %8{%6}
    %15 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf32> : index
    %16 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_matvec_4x8_f32(%2, %11) : (tensor<4x8xf32> in !stream.resource<*>{%0}, tensor<8xf32> in !stream.resource<*>{%9}) -> tensor<4xf32> in !stream.resource<*>{%15}
    %17 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<5xf32> : index
    %18 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_vecmat_5x8_f32(%11, %5) : (tensor<8xf32> in !stream.resource<*>{%9}, tensor<8x5xf32> in !stream.resource<*>{%3}) -> tensor<5xf32> in !stream.resource<*>{%17}
    %19 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<f32> : index
    %20 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_4::@main_dispatch_4_dot_8_f32(%11) : (tensor<8xf32> in !stream.resource<*>{%9}) -> tensor<f32> in !stream.resource<*>{%19}
    %21 = stream.async.cast on(#hal.device.affinity<@__device_0>) %13 : !stream.resource<*>{%12} -> !stream.resource<external>{%12}
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %21 : tensor<4x5xf32> in !stream.resource<external>{%12} -> !hal.buffer_view
    %23 = stream.async.cast on(#hal.device.affinity<@__device_0>) %14 : !stream.resource<*>{%6} -> !stream.resource<external>{%6}
    %24 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<4x5xf32> in !stream.resource<external>{%6} -> !hal.buffer_view
    %25 = stream.async.cast on(#hal.device.affinity<@__device_0>) %16 : !stream.resource<*>{%15} -> !stream.resource<external>{%15}
    %26 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %25 : tensor<4xf32> in !stream.resource<external>{%15} -> !hal.buffer_view
    %27 = stream.async.cast on(#hal.device.affinity<@__device_0>) %18 : !stream.resource<*>{%17} -> !stream.resource<external>{%17}
    %28 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %27 : tensor<5xf32> in !stream.resource<external>{%17} -> !hal.buffer_view
    %29 = stream.async.cast on(#hal.device.affinity<@__device_0>) %20 : !stream.resource<*>{%19} -> !stream.resource<external>{%19}
    %30 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %29 : tensor<f32> in !stream.resource<external>{%19} -> !hal.buffer_view
    util.return %22, %24, %26, %28, %30 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
