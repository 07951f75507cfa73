#composite_of_64b = #util.composite<64xi8, [
    dense<[5.000000e-01, 1.500000e+00, 2.500000e+00]> : tensor<3xf32>,
    dense<0> : vector<52xi8>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_3xf32__timepoint = #stream.timepoint<immediate> : !stream.timepoint
  util.global private @__constant_tensor_3xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_64b
    %c64 = arith.constant 64 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c64}
    %1:2 = scf.if %did_map -> (!stream.timepoint, !stream.resource<constant>) {
      scf.yield %0, %result : !stream.timepoint, !stream.resource<constant>
    } else {
      %3 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64}
      %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c64] : !util.buffer{%c64} -> !stream.file
      %4 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %3[%c0], %c64 : !stream.file -> !stream.resource<constant>{%c64} => !stream.timepoint
      scf.yield %4, %3 : !stream.timepoint, !stream.resource<constant>
    }
    %2 = stream.timepoint.await sync %1#0 => %1#1 : !stream.resource<constant>{%c64}
    util.global.store %2, @__constant_tensor_3xf32 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_3xf32__timepoint : !stream.timepoint
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: f32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3xi32>, %input1: f32) -> (%output0: tensor<2x3xi32>, %output1: tensor<2x3xi32>, %output2: tensor<3xf32>, %output3: tensor<6xi32>, %output4: f32)"}} {
    %c24 = arith.constant 24 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %__constant_tensor_3xf32__timepoint = util.global.load immutable @__constant_tensor_3xf32__timepoint : !stream.timepoint
    %__constant_tensor_3xf32 = util.global.load immutable @__constant_tensor_3xf32 : !stream.resource<constant>
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c3]) type(%element_type_i32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%c24}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%__constant_tensor_3xf32__timepoint) => !stream.resource<external>{%c12} => !stream.timepoint
    %1 = stream.timepoint.join max(%__constant_tensor_3xf32__timepoint, %result_timepoint) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%__constant_tensor_3xf32 as %arg2: !stream.resource<constant>{%c64}, %result as %arg3: !stream.resource<external>{%c12}) {
      stream.cmd.copy %arg2[%c0], %arg3[%c0], %c12 : !stream.resource<constant>{%c64} -> !stream.resource<external>{%c12}
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c12}
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %0 : tensor<6xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    util.return %arg0, %arg0, %4, %5, %arg1 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, f32
  }
}
