module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @saxpy_dispatch_0 {
    stream.executable.export public @saxpy_dispatch_0_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @saxpy_dispatch_0_elementwise_D_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) {
        %c0 = arith.constant 0 : index
        %c32_i64 = arith.constant 32 : i64
        %0 = arith.bitcast %arg3 : i32 to f32
        %1 = arith.extui %arg4 : i32 to i64
        %2 = arith.extui %arg5 : i32 to i64
        %3 = arith.shli %2, %c32_i64 : i64
        %4 = arith.ori %1, %3 : i64
        %5 = arith.index_castui %4 : i64 to index
        %6 = arith.extui %arg6 : i32 to i64
        %7 = arith.extui %arg7 : i32 to i64
        %8 = arith.shli %7, %c32_i64 : i64
        %9 = arith.ori %6, %8 : i64
        %10 = arith.index_castui %9 : i64 to index
        %11:2 = util.assume.int 
            %5<umin = 0, umax = 9007199254740991>, 
            %10<umin = 0, umax = 9007199254740991>
          : index, index
        %12 = iree_tensor_ext.dispatch.workload.ordinal %11#0, 0 : index
        %13 = iree_tensor_ext.dispatch.workload.ordinal %11#1, 1 : index
        %14 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%13}
        %15 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%12}
        %16 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%13}
        %17 = iree_tensor_ext.dispatch.tensor.load %14, offsets = [0], sizes = [%13], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%13} -> tensor<?xf32>
        %18 = iree_tensor_ext.dispatch.tensor.load %15, offsets = [0], sizes = [%12], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%12} -> tensor<?xf32>
        %19 = tensor.empty(%13) : tensor<?xf32>
        %20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%17, %18 : tensor<?xf32>, tensor<?xf32>) outs(%19 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %21 = arith.mulf %0, %in : f32
          %22 = arith.addf %21, %in_0 : f32
          linalg.yield %22 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %20, %16, offsets = [0], sizes = [%13], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%13}
        return
      }
    }
  }
  util.func public @saxpy(%arg0: f32, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @saxpy(%input0: f32, %input1: tensor<?xf32>, %input2: tensor<?xf32>) -> (%output0: tensor<?xf32>)"}} {
    %c32_i64 = arith.constant 32 : i64
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%0]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c4 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<?xf32>{%0} in !stream.resource<external>{%1}
    %3 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%3]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = arith.muli %3, %c4 : index
    %5 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<?xf32>{%3} in !stream.resource<external>{%4}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%1} => !stream.timepoint
    %6 = arith.bitcast %arg0 : f32 to i32
    %7 = arith.index_castui %3 : index to i64
    %8 = arith.index_castui %3 : index to i32
    %9 = arith.shrui %7, %c32_i64 : i64
    %10 = arith.trunci %9 : i64 to i32
    %11 = arith.index_castui %0 : index to i64
    %12 = arith.index_castui %0 : index to i32
    %13 = arith.shrui %11, %c32_i64 : i64
    %14 = arith.trunci %13 : i64 to i32
    %15 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%2 as %arg3: !stream.resource<external>{%1}, %5 as %arg4: !stream.resource<external>{%4}, %result as %arg5: !stream.resource<external>{%1}) {
      stream.cmd.dispatch @saxpy_dispatch_0::@saxpy_dispatch_0_elementwise_D_f32[%3, %0](%6, %8, %10, %12, %14 : i32, i32, i32, i32, i32) {
        ro %arg3[%c0 for %1] : !stream.resource<external>{%1},
        ro %arg4[%c0 for %4] : !stream.resource<external>{%4},
        wo %arg5[%c0 for %1] : !stream.resource<external>{%1}
      }
    } => !stream.timepoint
    %16 = stream.timepoint.await %15 => %result : !stream.resource<external>{%1}
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %16 : tensor<?xf32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
  }
}