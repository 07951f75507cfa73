module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 5.000000e-01 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %cst : f32
          %6 = arith.addf %5, %cst_0 : f32
          linalg.yield %6 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.exp %in : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.negf %in : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.absf %in : f32
          %6 = arith.addf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 2.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>, %input1: i32, %input2: i32) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: tensor<4xf32>, %output3: i32)"}} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 1.000000e+02 : f32
    %c1_i32 = arith.constant 1 : i32
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %2 = arith.index_cast %arg1 : i32 to index
    cf.br ^bb1(%c0, %1, %0 : index, !stream.resource<external>, !stream.timepoint)
  ^bb1(%3: index, %4: !stream.resource<external>, %5: !stream.timepoint):  // 2 preds: ^bb0, ^bb2
    %6 = arith.cmpi slt, %3, %2 : index
    cf.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%5) => !stream.resource<external>{%c16} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%5) => !stream.resource<transient>{%c64} => !stream.timepoint
    %7 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %8 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%7) => with(%4 as %arg3: !stream.resource<external>{%c16}, %result as %arg4: !stream.resource<external>{%c16}, %result_0 as %arg5: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg3[%c0], %arg5[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_4_f32 {
        ro %arg5[%c0 for %c64] : !stream.resource<transient>{%c64},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %9 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%8) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
    %10 = arith.addi %3, %c1 : index
    cf.br ^bb1(%10, %result, %9 : index, !stream.resource<external>, !stream.timepoint)
  ^bb3:  // pred: ^bb1
    %11 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    cf.cond_br %11, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %12 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint_3) => with(%1 as %arg3: !stream.resource<external>{%c16}, %result_2 as %arg4: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_4_f32 {
        ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    cf.br ^bb6(%result_2, %12 : !stream.resource<external>, !stream.timepoint)
  ^bb5:  // pred: ^bb3
    %result_4, %result_timepoint_5 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %13 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint_5) => with(%1 as %arg3: !stream.resource<external>{%c16}, %result_4 as %arg4: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_4_f32 {
        ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    cf.br ^bb6(%result_4, %13 : !stream.resource<external>, !stream.timepoint)
  ^bb6(%14: !stream.resource<external>, %15: !stream.timepoint):  // 2 preds: ^bb4, ^bb5
    %result_6, %result_timepoint_7 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %16 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint_7) => with(%1 as %arg3: !stream.resource<external>{%c16}, %result_6 as %arg4: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_4_f32 {
        ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    cf.br ^bb7(%result_6, %16, %c0_i32 : !stream.resource<external>, !stream.timepoint, i32)
  ^bb7(%17: !stream.resource<external>, %18: !stream.timepoint, %19: i32):  // 2 preds: ^bb6, ^bb8
    %result_8, %result_timepoint_9 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%18) => !stream.resource<staging>{%c4} => !stream.timepoint
    %result_10, %result_timepoint_11 = stream.resource.alloca uninitialized await(%18) => !stream.resource<transient>{%c64} => !stream.timepoint
    %20 = stream.timepoint.join max(%result_timepoint_9, %result_timepoint_11) => !stream.timepoint
    %21 = stream.cmd.execute await(%20) => with(%17 as %arg3: !stream.resource<external>{%c16}, %result_8 as %arg4: !stream.resource<staging>{%c4}, %result_10 as %arg5: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg3[%c0], %arg5[%c0], %c4 : !stream.resource<external>{%c16} -> !stream.resource<transient>{%c64}
      stream.cmd.copy %arg5[%c0], %arg4[%c0], %c4 : !stream.resource<transient>{%c64} -> !stream.resource<staging>{%c4}
      stream.cmd.flush %arg4[%c0 for %c4] : !stream.resource<staging>{%c4}
    } => !stream.timepoint
    %22 = stream.resource.dealloca await(%21) => %result_10 : !stream.resource<transient>{%c64} => !stream.timepoint
    %23 = stream.timepoint.await %22 => %result_8 : !stream.resource<staging>{%c4}
    %24 = stream.resource.load %23[%c0] : !stream.resource<staging>{%c4} -> f32
    %25 = arith.cmpf olt, %24, %cst : f32
    cf.cond_br %25, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %result_12, %result_timepoint_13 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%18) => !stream.resource<external>{%c16} => !stream.timepoint
    %result_14, %result_timepoint_15 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%18) => !stream.resource<transient>{%c64} => !stream.timepoint
    %26 = stream.timepoint.join max(%result_timepoint_13, %result_timepoint_15) => !stream.timepoint
    %27 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%26) => with(%17 as %arg3: !stream.resource<external>{%c16}, %result_12 as %arg4: !stream.resource<external>{%c16}, %result_14 as %arg5: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg3[%c0], %arg5[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_4_f32 {
        ro %arg5[%c0 for %c64] : !stream.resource<transient>{%c64},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %28 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%27) => %result_14 : !stream.resource<transient>{%c64} => !stream.timepoint
    %29 = arith.addi %19, %c1_i32 : i32
    cf.br ^bb7(%result_12, %28, %29 : !stream.resource<external>, !stream.timepoint, i32)
  ^bb9:  // pred: ^bb7
    %30 = stream.timepoint.await %5 => %4 : !stream.resource<external>{%c16}
    %31 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %30 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %32 = stream.timepoint.await %15 => %14 : !stream.resource<external>{%c16}
    %33 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %32 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %34 = stream.timepoint.await %18 => %17 : !stream.resource<external>{%c16}
    %35 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %34 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %31, %33, %35, %19 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32
  }
}
