module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3_i32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c3_i32 = arith.constant 3 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<3xi32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<3xi32>, tensor<3xi32>) outs(%5 : tensor<3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.muli %in, %c3_i32 : i32
          %8 = arith.subi %7, %in_0 : i32
          linalg.yield %8 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_3_i32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %3 = tensor.empty() : tensor<3xi32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<3xi32>) outs(%3 : tensor<3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.subi %c0_i32, %in : i32
          linalg.yield %5 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_3_i32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c1_i32 = arith.constant 1 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %3 = tensor.empty() : tensor<3xi32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<3xi32>) outs(%3 : tensor<3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.shli %in, %c1_i32 : i32
          linalg.yield %5 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: i32, %input2: i32) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3xi32> in !stream.resource<external>{%c12}
    cf.br ^bb1(%1, %0, %c0_i32 : !stream.resource<external>, !stream.timepoint, i32)
  ^bb1(%2: !stream.resource<external>, %3: !stream.timepoint, %4: i32):  // 2 preds: ^bb0, ^bb2
    %5 = arith.cmpi sge, %4, %arg1 : i32
    cf.cond_br %5, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<external>{%c12} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<transient>{%c64} => !stream.timepoint
    %6 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %7 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%6) => with(%2 as %arg3: !stream.resource<external>{%c12}, %1 as %arg4: !stream.resource<external>{%c12}, %result as %arg5: !stream.resource<external>{%c12}, %result_0 as %arg6: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg3[%c0], %arg6[%c0], %c12 : !stream.resource<external>{%c12} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_3_i32 {
        ro %arg6[%c0 for %c64] : !stream.resource<transient>{%c64},
        ro %arg4[%c0 for %c12] : !stream.resource<external>{%c12},
        wo %arg5[%c0 for %c12] : !stream.resource<external>{%c12}
      }
    } => !stream.timepoint
    %8 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%7) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
    %9 = arith.addi %4, %c1_i32 : i32
    cf.br ^bb1(%result, %8, %9 : !stream.resource<external>, !stream.timepoint, i32)
  ^bb3:  // pred: ^bb1
    %10 = arith.cmpi slt, %arg2, %c0_i32 : i32
    cf.cond_br %10, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<external>{%c12} => !stream.timepoint
    %result_4, %result_timepoint_5 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<transient>{%c64} => !stream.timepoint
    %11 = stream.timepoint.join max(%result_timepoint_3, %result_timepoint_5) => !stream.timepoint
    %12 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%11) => with(%2 as %arg3: !stream.resource<external>{%c12}, %result_2 as %arg4: !stream.resource<external>{%c12}, %result_4 as %arg5: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg3[%c0], %arg5[%c0], %c12 : !stream.resource<external>{%c12} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_3_i32 {
        ro %arg5[%c0 for %c64] : !stream.resource<transient>{%c64},
        wo %arg4[%c0 for %c12] : !stream.resource<external>{%c12}
      }
    } => !stream.timepoint
    %13 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%12) => %result_4 : !stream.resource<transient>{%c64} => !stream.timepoint
    cf.br ^bb7(%result_2, %13 : !stream.resource<external>, !stream.timepoint)
  ^bb5:  // pred: ^bb3
    %14 = arith.cmpi eq, %arg2, %c0_i32 : i32
    cf.cond_br %14, ^bb7(%1, %0 : !stream.resource<external>, !stream.timepoint), ^bb6
  ^bb6:  // pred: ^bb5
    %result_6, %result_timepoint_7 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<external>{%c12} => !stream.timepoint
    %result_8, %result_timepoint_9 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<transient>{%c64} => !stream.timepoint
    %15 = stream.timepoint.join max(%result_timepoint_7, %result_timepoint_9) => !stream.timepoint
    %16 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%15) => with(%2 as %arg3: !stream.resource<external>{%c12}, %result_6 as %arg4: !stream.resource<external>{%c12}, %result_8 as %arg5: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg3[%c0], %arg5[%c0], %c12 : !stream.resource<external>{%c12} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_3_i32 {
        ro %arg5[%c0 for %c64] : !stream.resource<transient>{%c64},
        wo %arg4[%c0 for %c12] : !stream.resource<external>{%c12}
      }
    } => !stream.timepoint
    %17 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%16) => %result_8 : !stream.resource<transient>{%c64} => !stream.timepoint
    cf.br ^bb7(%result_6, %17 : !stream.resource<external>, !stream.timepoint)
  ^bb7(%18: !stream.resource<external>, %19: !stream.timepoint):  // 3 preds: ^bb4, ^bb5, ^bb6
    %20 = stream.timepoint.join max(%3, %19) => !stream.timepoint
    %result_10, %result_timepoint_11 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%20) => !stream.resource<external>{%c128} => !stream.timepoint
    %21 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint_11) => with(%2 as %arg3: !stream.resource<external>{%c12}, %18 as %arg4: !stream.resource<external>{%c12}, %result_10 as %arg5: !stream.resource<external>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg3[%c0], %arg5[%c0], %c12 : !stream.resource<external>{%c12} -> !stream.resource<external>{%c128}
        stream.cmd.copy %arg4[%c0], %arg5[%c64], %c12 : !stream.resource<external>{%c12} -> !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %22 = stream.timepoint.await %21 => %result_10 : !stream.resource<external>{%c128}
    %23 = stream.resource.subview %22[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c12}
    %24 = stream.resource.subview %22[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c12}
    %25 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %23 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %26 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %24 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    util.return %26, %25 : !hal.buffer_view, !hal.buffer_view
  }
}
