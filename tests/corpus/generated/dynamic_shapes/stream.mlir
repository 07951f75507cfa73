module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_D_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_D_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: i32, %arg3: i32) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 2.000000e+00 : f32
        %c32_i64 = arith.constant 32 : i64
        %0 = arith.extui %arg2 : i32 to i64
        %1 = arith.extui %arg3 : i32 to i64
        %2 = arith.shli %1, %c32_i64 : i64
        %3 = arith.ori %0, %2 : i64
        %4 = arith.index_castui %3 : i64 to index
        %5 = util.assume.int %4<umin = 0, umax = 9223372036854775807> : index
        %6 = iree_tensor_ext.dispatch.workload.ordinal %5, 0 : index
        %7 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%6}
        %8 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%6}
        %9 = iree_tensor_ext.dispatch.tensor.load %7, offsets = [0], sizes = [%6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%6} -> tensor<?xf32>
        %10 = tensor.empty(%6) : tensor<?xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9 : tensor<?xf32>) outs(%10 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %12 = arith.mulf %in, %in : f32
          %13 = arith.subf %12, %cst : f32
          linalg.yield %13 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %8, offsets = [0], sizes = [%6], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%6}
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_reduction_DxD_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_DxD_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %c32_i64 = arith.constant 32 : i64
        %0 = arith.extui %arg2 : i32 to i64
        %1 = arith.extui %arg3 : i32 to i64
        %2 = arith.shli %1, %c32_i64 : i64
        %3 = arith.ori %0, %2 : i64
        %4 = arith.index_castui %3 {stream.alignment = 64 : index} : i64 to index
        %5 = arith.extui %arg4 : i32 to i64
        %6 = arith.extui %arg5 : i32 to i64
        %7 = arith.shli %6, %c32_i64 : i64
        %8 = arith.ori %5, %7 : i64
        %9 = arith.index_castui %8 : i64 to index
        %10 = arith.extui %arg6 : i32 to i64
        %11 = arith.extui %arg7 : i32 to i64
        %12 = arith.shli %11, %c32_i64 : i64
        %13 = arith.ori %10, %12 : i64
        %14 = arith.index_castui %13 : i64 to index
        %15:3 = util.assume.int 
            %4<udiv = 64>, 
            %9<umin = 0, umax = 9007199254740991>, 
            %14<umin = 0, umax = 9007199254740991>
          : index, index, index
        %16 = iree_tensor_ext.dispatch.workload.ordinal %15#1, 0 : index
        %17 = iree_tensor_ext.dispatch.workload.ordinal %15#2, 1 : index
        %18 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%16, %17}
        %19 = stream.binding.subspan %arg1[%15#0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%16}
        %20 = iree_tensor_ext.dispatch.tensor.load %18, offsets = [0, 0], sizes = [%16, %17], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%16, %17} -> tensor<?x?xf32>
        %21 = tensor.empty(%16) : tensor<?xf32>
        %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<?xf32>) -> tensor<?xf32>
        %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<?x?xf32>) outs(%22 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %24 = arith.addf %in, %out : f32
          linalg.yield %24 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %23, %19, offsets = [0], sizes = [%16], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%16}
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_slow_memcpy workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_slow_memcpy(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32) {
        %c0 = arith.constant 0 : index
        %c32_i64 = arith.constant 32 : i64
        %0 = arith.extui %arg2 : i32 to i64
        %1 = arith.extui %arg3 : i32 to i64
        %2 = arith.shli %1, %c32_i64 : i64
        %3 = arith.ori %0, %2 : i64
        %4 = arith.index_castui %3 : i64 to index
        %5 = arith.extui %arg4 : i32 to i64
        %6 = arith.extui %arg5 : i32 to i64
        %7 = arith.shli %6, %c32_i64 : i64
        %8 = arith.ori %5, %7 : i64
        %9 = arith.index_castui %8 : i64 to index
        %10 = arith.extui %arg6 : i32 to i64
        %11 = arith.extui %arg7 : i32 to i64
        %12 = arith.shli %11, %c32_i64 : i64
        %13 = arith.ori %10, %12 : i64
        %14 = arith.index_castui %13 : i64 to index
        %15 = arith.extui %arg8 : i32 to i64
        %16 = arith.extui %arg9 : i32 to i64
        %17 = arith.shli %16, %c32_i64 : i64
        %18 = arith.ori %15, %17 : i64
        %19 = arith.index_castui %18 : i64 to index
        %20:3 = util.assume.int 
            %4<udiv = 64>, 
            %9<umin = 0, umax = 9007199254740991>, 
            %14<umin = 0, umax = 9007199254740991>
          : index, index, index
        %21 = iree_tensor_ext.dispatch.workload.ordinal %20#1, 0 : index
        %22 = iree_tensor_ext.dispatch.workload.ordinal %20#2, 1 : index
        %23 = iree_tensor_ext.dispatch.workload.ordinal %19, 2 : index
        %24 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%21, %22}
        %25 = stream.binding.subspan %arg1[%20#0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%21, %23}
        %26 = iree_tensor_ext.dispatch.tensor.load %24, offsets = [0, 1], sizes = [%21, %23], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%21, %22} -> tensor<?x?xf32>
        iree_tensor_ext.dispatch.tensor.store %26, %25, offsets = [0, 0], sizes = [%21, %23], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%21, %23}
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: i32) -> (!hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x?xf32>, %input1: i32) -> (%output0: tensor<?x?xf32>, %output1: tensor<?xf32>, %output2: i32, %output3: i32, %output4: tensor<?x?xf32>)"}} {
    %c32_i64 = arith.constant 32 : i64
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %1]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = arith.muli %0, %c4 : index
    %3 = arith.muli %2, %1 : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1} in !stream.resource<external>{%3}
    %5 = arith.muli %0, %1 overflow<nsw> : index
    %6 = arith.muli %5, %c4 : index
    %7 = arith.index_cast %0 : index to i32
    %8 = arith.index_cast %1 : index to i32
    %9 = arith.index_cast %arg1 : i32 to index
    %10 = arith.muli %2, %9 : index
    %11 = util.align %6, %c64 : index
    %12 = util.align %2, %c64 : index
    %13 = arith.addi %11, %12 : index
    %14 = util.align %10, %c64 : index
    %15 = arith.addi %13, %14 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%15} => !stream.timepoint
    %16 = arith.index_castui %5 : index to i64
    %17 = arith.index_castui %5 : index to i32
    %18 = arith.shrui %16, %c32_i64 : i64
    %19 = arith.trunci %18 : i64 to i32
    %20 = arith.index_castui %11 : index to i64
    %21 = arith.index_castui %11 : index to i32
    %22 = arith.shrui %20, %c32_i64 : i64
    %23 = arith.trunci %22 : i64 to i32
    %24 = arith.index_castui %0 : index to i64
    %25 = arith.index_castui %0 : index to i32
    %26 = arith.shrui %24, %c32_i64 : i64
    %27 = arith.trunci %26 : i64 to i32
    %28 = arith.index_castui %1 : index to i64
    %29 = arith.index_castui %1 : index to i32
    %30 = arith.shrui %28, %c32_i64 : i64
    %31 = arith.trunci %30 : i64 to i32
    %32 = arith.index_castui %13 : index to i64
    %33 = arith.index_castui %13 : index to i32
    %34 = arith.shrui %32, %c32_i64 : i64
    %35 = arith.trunci %34 : i64 to i32
    %36 = arith.index_castui %9 : index to i64
    %37 = arith.index_castui %9 : index to i32
    %38 = arith.shrui %36, %c32_i64 : i64
    %39 = arith.trunci %38 : i64 to i32
    %40 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%4 as %arg2: !stream.resource<external>{%3}, %result as %arg3: !stream.resource<external>{%15}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_D_f32[%5](%17, %19 : i32, i32) {
        ro %arg2[%c0 for %3] : !stream.resource<external>{%3},
        wo %arg3[%c0 for %15] : !stream.resource<external>{%15}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_DxD_f32[%0, %1](%21, %23, %25, %27, %29, %31 : i32, i32, i32, i32, i32, i32) {
          ro %arg3[%c0 for %15] : !stream.resource<external>{%15},
          wo %arg3[%c0 for %15] : !stream.resource<external>{%15}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_slow_memcpy[%0, %1, %9](%33, %35, %25, %27, %29, %31, %37, %39 : i32, i32, i32, i32, i32, i32, i32, i32) {
          ro %arg3[%c0 for %15] : !stream.resource<external>{%15},
          wo %arg3[%c0 for %15] : !stream.resource<external>{%15}
        }
      }
    } => !stream.timepoint
    %41 = stream.timepoint.await %40 => %result : !stream.resource<external>{%15}
    %42 = stream.resource.subview %41[%c0] : !stream.resource<external>{%15} -> !stream.resource<external>{%6}
    %43 = stream.resource.subview %41[%11] : !stream.resource<external>{%15} -> !stream.resource<external>{%2}
    %44 = stream.resource.subview %41[%13] : !stream.resource<external>{%15} -> !stream.resource<external>{%10}
    %45 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %42 : tensor<?x?xf32>{%0, %1} in !stream.resource<external>{%3} -> !hal.buffer_view
    %46 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %43 : tensor<?xf32>{%0} in !stream.resource<external>{%2} -> !hal.buffer_view
    %47 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %44 : tensor<?x?xf32>{%0, %9} in !stream.resource<external>{%10} -> !hal.buffer_view
    util.return %45, %46, %7, %8, %47 : !hal.buffer_view, !hal.buffer_view, i32, i32, !hal.buffer_view
  }
}
