module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_DxDx4_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_DxDx4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: !stream.binding {stream.alignment = 64 : index}, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %c32_i64 = arith.constant 32 : i64
        %0 = arith.extui %arg4 : i32 to i64
        %1 = arith.extui %arg5 : i32 to i64
        %2 = arith.shli %1, %c32_i64 : i64
        %3 = arith.ori %0, %2 : i64
        %4 = arith.index_castui %3 : i64 to index
        %5 = arith.extui %arg6 : i32 to i64
        %6 = arith.extui %arg7 : i32 to i64
        %7 = arith.shli %6, %c32_i64 : i64
        %8 = arith.ori %5, %7 : i64
        %9 = arith.index_castui %8 : i64 to index
        %10 = arith.extui %arg8 : i32 to i64
        %11 = arith.extui %arg9 : i32 to i64
        %12 = arith.shli %11, %c32_i64 : i64
        %13 = arith.ori %10, %12 : i64
        %14 = arith.index_castui %13 : i64 to index
        %15:3 = util.assume.int 
            %4<umin = 0, umax = 9007199254740991>, 
            %9<umin = 0, umax = 9007199254740991>, 
            %14<umin = 0, umax = 9007199254740991>
          : index, index, index
        %16 = iree_tensor_ext.dispatch.workload.ordinal %15#0, 0 : index
        %17 = iree_tensor_ext.dispatch.workload.ordinal %15#1, 1 : index
        %18 = iree_tensor_ext.dispatch.workload.ordinal %15#2, 2 : index
        %19 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%17}
        %20 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>{%18}
        %21 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%16}
        %22 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%17, %18}
        %23 = iree_tensor_ext.dispatch.tensor.load %19, offsets = [0, 0], sizes = [%17, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%17} -> tensor<?x4xf32>
        %24 = iree_tensor_ext.dispatch.tensor.load %20, offsets = [0, 0], sizes = [4, %18], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>{%18} -> tensor<4x?xf32>
        %25 = iree_tensor_ext.dispatch.tensor.load %21, offsets = [0], sizes = [%16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%16} -> tensor<?xf32>
        %26 = tensor.empty(%17, %18) : tensor<?x?xf32>
        %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<?x?xf32>) -> tensor<?x?xf32>
        %28 = linalg.matmul ins(%23, %24 : tensor<?x4xf32>, tensor<4x?xf32>) outs(%27 : tensor<?x?xf32>) -> tensor<?x?xf32>
        %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%28, %25 : tensor<?x?xf32>, tensor<?xf32>) outs(%26 : tensor<?x?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %30 = arith.addf %in, %in_0 : f32
          %31 = arith.maximumf %30, %cst : f32
          linalg.yield %31 : f32
        } -> tensor<?x?xf32>
        iree_tensor_ext.dispatch.tensor.store %29, %22, offsets = [0, 0], sizes = [%17, %18], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%17, %18}
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x4xf32>, %input1: tensor<4x?xf32>, %input2: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} {
    %c32_i64 = arith.constant 32 : i64
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c16 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%0} in !stream.resource<external>{%1}
    %3 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c4, %3]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = arith.muli %3, %c16 : index
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x?xf32>{%3} in !stream.resource<external>{%4}
    %6 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%6]) type(%element_type_f32) encoding(%dense_row_major)
    %7 = arith.muli %6, %c4 : index
    %8 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<?xf32>{%6} in !stream.resource<external>{%7}
    %9 = arith.muli %0, %c4 : index
    %10 = arith.muli %9, %3 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%10} => !stream.timepoint
    %11 = arith.index_castui %6 : index to i64
    %12 = arith.index_castui %6 : index to i32
    %13 = arith.shrui %11, %c32_i64 : i64
    %14 = arith.trunci %13 : i64 to i32
    %15 = arith.index_castui %0 : index to i64
    %16 = arith.index_castui %0 : index to i32
    %17 = arith.shrui %15, %c32_i64 : i64
    %18 = arith.trunci %17 : i64 to i32
    %19 = arith.index_castui %3 : index to i64
    %20 = arith.index_castui %3 : index to i32
    %21 = arith.shrui %19, %c32_i64 : i64
    %22 = arith.trunci %21 : i64 to i32
    %23 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%2 as %arg3: !stream.resource<external>{%1}, %5 as %arg4: !stream.resource<external>{%4}, %8 as %arg5: !stream.resource<external>{%7}, %result as %arg6: !stream.resource<external>{%10}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_DxDx4_f32[%6, %0, %3](%12, %14, %16, %18, %20, %22 : i32, i32, i32, i32, i32, i32) {
        ro %arg3[%c0 for %1] : !stream.resource<external>{%1},
        ro %arg4[%c0 for %4] : !stream.resource<external>{%4},
        ro %arg5[%c0 for %7] : !stream.resource<external>{%7},
        wo %arg6[%c0 for %10] : !stream.resource<external>{%10}
      }
    } => !stream.timepoint
    %24 = stream.timepoint.await %23 => %result : !stream.resource<external>{%10}
    %25 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %24 : tensor<?x?xf32>{%0, %3} in !stream.resource<external>{%10} -> !hal.buffer_view
    util.return %25 : !hal.buffer_view
  }
}
