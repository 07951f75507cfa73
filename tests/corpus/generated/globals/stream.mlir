module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @acc__timepoint = #stream.timepoint<immediate> : !stream.timepoint
  util.global private mutable @acc : !stream.resource<variable>
  util.global private mutable @count : i32
  util.global private @table : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c32 = arith.constant 32 : index
    %c10_i32 = arith.constant 10 : i32
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #util.composite<64xi8, [
    dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
    %c64 = arith.constant 64 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c64}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c64] : !util.buffer{%c64} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c64 : !stream.file -> !stream.resource<constant>{%c64} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %result_0, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<variable>{%c16} => !stream.timepoint
    %result_1, %result_timepoint_2 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} => !stream.timepoint
    %5 = stream.timepoint.join max(%3, %result_timepoint, %result_timepoint_2) => !stream.timepoint
    %6 = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%5) => with(%4 as %arg0: !stream.resource<constant>{%c64}, %result_0 as %arg1: !stream.resource<variable>{%c16}, %result_1 as %arg2: !stream.resource<constant>{%c32}) {
      stream.cmd.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32 {
        wo %arg2[%c0 for %c32] : !stream.resource<constant>{%c32}
      }
      stream.cmd.concurrent {
        stream.cmd.copy %arg0[%c0], %arg2[%c16], %c16 : !stream.resource<constant>{%c64} -> !stream.resource<constant>{%c32}
        stream.cmd.fill %c0_i8, %arg1[%c0 for %c16] : i8 -> !stream.resource<variable>{%c16}
      }
    } => !stream.timepoint
    %7 = stream.resource.dealloca origin await(%6) => %4 : !stream.resource<constant>{%c64} => !stream.timepoint
    %8:2 = stream.timepoint.await sync %7 => %result_0, %result_1 : !stream.resource<variable>{%c16}, !stream.resource<constant>{%c32}
    util.global.store %8#0, @acc : !stream.resource<variable>
    util.global.store %0, @acc__timepoint : !stream.timepoint
    util.global.store %c10_i32, @count : i32
    util.global.store %8#1, @table : !stream.resource<constant>
    util.return
  }
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %1 = tensor.empty() : tensor<2x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<4xf32>) outs(%1 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.negf %in : f32
          linalg.yield %3 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  stream.executable private @step_dispatch_0 {
    stream.executable.export public @step_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @step_dispatch_0_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %5 = tensor.empty() : tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4, %cst : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%5 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %7 = arith.mulf %in_0, %in_1 : f32
          %8 = arith.addf %in, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @step(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %c16 = arith.constant 16 : index
    %c1_i32 = arith.constant 1 : i32
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %count = util.global.load @count : i32
    %acc__timepoint = util.global.load @acc__timepoint : !stream.timepoint
    %acc = util.global.load @acc : !stream.resource<variable>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %1 = arith.addi %count, %c1_i32 : i32
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%acc__timepoint) => !stream.resource<external>{%c16} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%acc__timepoint) => !stream.resource<variable>{%c16} => !stream.timepoint
    %2 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%2) => with(%acc as %arg1: !stream.resource<variable>{%c16}, %0 as %arg2: !stream.resource<external>{%c16}, %result as %arg3: !stream.resource<external>{%c16}, %result_0 as %arg4: !stream.resource<variable>{%c16}) {
      stream.cmd.dispatch @step_dispatch_0::@step_dispatch_0_elementwise_4_f32 {
        ro %arg1[%c0 for %c16] : !stream.resource<variable>{%c16},
        ro %arg2[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg3[%c0 for %c16] : !stream.resource<external>{%c16}
      }
      stream.cmd.copy %arg3[%c0], %arg4[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<variable>{%c16}
    } => !stream.timepoint
    %4:2 = stream.timepoint.await %3 => %result_0, %result : !stream.resource<variable>{%c16}, !stream.resource<external>{%c16}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4#1 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.global.store %result_0, @acc : !stream.resource<variable>
    util.global.store %3, @acc__timepoint : !stream.timepoint
    util.global.store %1, @count : i32
    util.return %5 : !hal.buffer_view
  }
  util.func public @get_count() -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} {
    %count = util.global.load @count : i32
    util.return %count : i32
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %3 = stream.binding.subspan %arg3[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %6 = tensor.empty() : tensor<4xf32>
        %7:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %5, %cst : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%6, %6 : tensor<4xf32>, tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: f32):
          %8 = arith.mulf %in_0, %in_1 : f32
          %9 = arith.addf %in, %8 : f32
          %10 = arith.mulf %9, %in_1 : f32
          %11 = arith.addf %9, %10 : f32
          linalg.yield %9, %11 : f32, f32
        } -> (tensor<4xf32>, tensor<4xf32>)
        iree_tensor_ext.dispatch.tensor.store %7#0, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        iree_tensor_ext.dispatch.tensor.store %7#1, %3, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} {
    %c16 = arith.constant 16 : index
    %c2_i32 = arith.constant 2 : i32
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c0 = arith.constant 0 : index
    %count = util.global.load @count : i32
    %acc__timepoint = util.global.load @acc__timepoint : !stream.timepoint
    %acc = util.global.load @acc : !stream.resource<variable>
    %table = util.global.load immutable @table : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %1 = arith.addi %count, %c2_i32 : i32
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%acc__timepoint) => !stream.resource<external>{%c192} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%acc__timepoint) => !stream.resource<variable>{%c16} => !stream.timepoint
    %2 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%2) => with(%acc as %arg1: !stream.resource<variable>{%c16}, %0 as %arg2: !stream.resource<external>{%c16}, %table as %arg3: !stream.resource<constant>{%c32}, %result as %arg4: !stream.resource<external>{%c192}, %result_0 as %arg5: !stream.resource<variable>{%c16}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_4_f32 {
        ro %arg1[%c0 for %c16] : !stream.resource<variable>{%c16},
        ro %arg2[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %arg4[%c0 for %c192] : !stream.resource<external>{%c192},
        wo %arg4[%c0 for %c192] : !stream.resource<external>{%c192}
      }
      stream.cmd.concurrent {
        stream.cmd.copy %arg3[%c0], %arg4[%c128], %c32 : !stream.resource<constant>{%c32} -> !stream.resource<external>{%c192}
        stream.cmd.copy %arg4[%c64], %arg5[%c0], %c16 : !stream.resource<external>{%c192} -> !stream.resource<variable>{%c16}
      }
    } => !stream.timepoint
    %4:2 = stream.timepoint.await %3 => %result_0, %result : !stream.resource<variable>{%c16}, !stream.resource<external>{%c192}
    %5 = stream.resource.subview %4#1[%c0] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c16}
    %6 = stream.resource.subview %4#1[%c64] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c16}
    %7 = stream.resource.subview %4#1[%c128] : !stream.resource<external>{%c192} -> !stream.resource<external>{%c32}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<2x4xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.global.store %result_0, @acc : !stream.resource<variable>
    util.global.store %3, @acc__timepoint : !stream.timepoint
    util.global.store %1, @count : i32
    util.return %8, %9, %1, %10 : !hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view
  }
}
