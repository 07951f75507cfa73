module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_512x512x512_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_512x512x512_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x512xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x512xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<512x512xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [512, 512], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x512xf32>> -> tensor<512x512xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [512, 512], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x512xf32>> -> tensor<512x512xf32>
        %5 = tensor.empty() : tensor<512x512xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<512x512xf32>) -> tensor<512x512xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%6 : tensor<512x512xf32>) -> tensor<512x512xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [512, 512], strides = [1, 1] : tensor<512x512xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<512x512xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<512x512xf32>, %input1: tensor<512x512xf32>) -> (%output0: tensor<512x512xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c1048576 = arith.constant 1048576 : index
    %c512 = arith.constant 512 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c512, %c512]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<512x512xf32> in !stream.resource<external>{%c1048576}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c512, %c512]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<512x512xf32> in !stream.resource<external>{%c1048576}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1048576} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg2: !stream.resource<external>{%c1048576}, %1 as %arg3: !stream.resource<external>{%c1048576}, %result as %arg4: !stream.resource<external>{%c1048576}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_512x512x512_f32 {
        ro %arg2[%c0 for %c1048576] : !stream.resource<external>{%c1048576},
        ro %arg3[%c0 for %c1048576] : !stream.resource<external>{%c1048576},
        wo %arg4[%c0 for %c1048576] : !stream.resource<external>{%c1048576}
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c1048576}
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<512x512xf32> in !stream.resource<external>{%c1048576} -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}