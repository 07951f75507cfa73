#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 5.000000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %cst_0 : f32
          %6 = arith.addf %5, %cst : f32
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
      func.func @main_dispatch_1_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
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
      func.func @main_dispatch_2_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
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
      func.func @main_dispatch_3_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
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
      func.func @main_dispatch_4_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 2.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xf32>) {
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
    %3:2 = scf.for %arg3 = %c0 to %2 step %c1 iter_args(%arg4 = %1, %arg5 = %0) -> (!stream.resource<external>, !stream.timepoint) {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%arg5) => !stream.resource<external>{%c16} => !stream.timepoint
      %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%arg5) => !stream.resource<transient>{%c64} => !stream.timepoint
      %14 = stream.timepoint.join max(%arg5, %result_timepoint_1, %result_timepoint_3) => !stream.timepoint
      %15 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%14) => with(%arg4 as %arg6: !stream.resource<external>{%c16}, %result_0 as %arg7: !stream.resource<external>{%c16}, %result_2 as %arg8: !stream.resource<transient>{%c64}) {
        stream.cmd.copy %arg6[%c0], %arg8[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<transient>{%c64}
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_4_f32 {
          ro %arg8[%c0 for %c16] : !stream.resource<transient>{%c64},
          wo %arg7[%c0 for %c16] : !stream.resource<external>{%c16}
        }
      } => !stream.timepoint
      %16 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%15) => %result_2 : !stream.resource<transient>{%c64} => !stream.timepoint
      %17 = stream.timepoint.join max(%16, %15) => !stream.timepoint
      scf.yield %result_0, %17 : !stream.resource<external>, !stream.timepoint
    }
    %4 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %5:2 = scf.if %4 -> (!stream.resource<external>, !stream.timepoint) {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
      %14 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint_1) => with(%1 as %arg3: !stream.resource<external>{%c16}, %result_0 as %arg4: !stream.resource<external>{%c16}) {
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_4_f32 {
          ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
        }
      } => !stream.timepoint
      scf.yield %result_0, %14 : !stream.resource<external>, !stream.timepoint
    } else {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
      %14 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint_1) => with(%1 as %arg3: !stream.resource<external>{%c16}, %result_0 as %arg4: !stream.resource<external>{%c16}) {
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_4_f32 {
          ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
        }
      } => !stream.timepoint
      scf.yield %result_0, %14 : !stream.resource<external>, !stream.timepoint
    }
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %6 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%1 as %arg3: !stream.resource<external>{%c16}, %result as %arg4: !stream.resource<external>{%c16}) {
      stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_4_f32 {
        ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %7:3 = scf.while (%arg3 = %result, %arg4 = %6, %arg5 = %c0_i32) : (!stream.resource<external>, !stream.timepoint, i32) -> (!stream.resource<external>, !stream.timepoint, i32) {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%arg4) => !stream.resource<staging>{%c4} => !stream.timepoint
      %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized await(%arg4) => !stream.resource<transient>{%c64} => !stream.timepoint
      %14 = stream.timepoint.join max(%arg4, %result_timepoint_1, %result_timepoint_3) => !stream.timepoint
      %15 = stream.cmd.execute await(%14) => with(%arg3 as %arg6: !stream.resource<external>{%c16}, %result_0 as %arg7: !stream.resource<staging>{%c4}, %result_2 as %arg8: !stream.resource<transient>{%c64}) {
        stream.cmd.copy %arg6[%c0], %arg8[%c0], %c4 : !stream.resource<external>{%c16} -> !stream.resource<transient>{%c64}
        stream.cmd.copy %arg8[%c0], %arg7[%c0], %c4 : !stream.resource<transient>{%c64} -> !stream.resource<staging>{%c4}
        stream.cmd.flush %arg7[%c0 for %c4] : !stream.resource<staging>{%c4}
      } => !stream.timepoint
      %16 = stream.resource.dealloca await(%15) => %result_2 : !stream.resource<transient>{%c64} => !stream.timepoint
      %17 = stream.timepoint.join max(%16, %15) => !stream.timepoint
      %18 = stream.timepoint.await %17 => %result_0 : !stream.resource<staging>{%c4}
      %19 = stream.resource.load %18[%c0] : !stream.resource<staging>{%c4} -> f32
      %20 = arith.cmpf olt, %19, %cst : f32
      scf.condition(%20) %arg3, %arg4, %arg5 : !stream.resource<external>, !stream.timepoint, i32
    } do {
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.timepoint, %arg5: i32):
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%arg4) => !stream.resource<external>{%c16} => !stream.timepoint
      %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%arg4) => !stream.resource<transient>{%c64} => !stream.timepoint
      %14 = stream.timepoint.join max(%arg4, %result_timepoint_1, %result_timepoint_3) => !stream.timepoint
      %15 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%14) => with(%arg3 as %arg6: !stream.resource<external>{%c16}, %result_0 as %arg7: !stream.resource<external>{%c16}, %result_2 as %arg8: !stream.resource<transient>{%c64}) {
        stream.cmd.copy %arg6[%c0], %arg8[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<transient>{%c64}
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_4_f32 {
          ro %arg8[%c0 for %c16] : !stream.resource<transient>{%c64},
          wo %arg7[%c0 for %c16] : !stream.resource<external>{%c16}
        }
      } => !stream.timepoint
      %16 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%15) => %result_2 : !stream.resource<transient>{%c64} => !stream.timepoint
      %17 = stream.timepoint.join max(%16, %15) => !stream.timepoint
      %18 = arith.addi %arg5, %c1_i32 : i32
      scf.yield %result_0, %17, %18 : !stream.resource<external>, !stream.timepoint, i32
    }
    %8 = stream.timepoint.await %3#1 => %3#0 : !stream.resource<external>{%c16}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %10 = stream.timepoint.await %5#1 => %5#0 : !stream.resource<external>{%c16}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %12 = stream.timepoint.await %7#1 => %7#0 : !stream.resource<external>{%c16}
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %12 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %9, %11, %13, %7#2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32
  }
}
