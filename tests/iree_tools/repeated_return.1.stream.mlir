module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  util.global private @__constant_tensor_2x2xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #util.composite<64xi8, [
    dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>,
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
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c64}
    util.global.store %5, @__constant_tensor_2x2xf32 : !stream.resource<constant>
    util.return
  }
  util.func public @many_tensor() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @many_tensor() -> (%output0: tensor<2x2xf32>, %output1: tensor<2x2xf32>, %output2: tensor<2x2xf32>, %output3: tensor<2x2xf32>, %output4: tensor<2x2xf32>, %output5: tensor<2x2xf32>)"}} {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %__constant_tensor_2x2xf32 = util.global.load immutable @__constant_tensor_2x2xf32 : !stream.resource<constant>
    %0 = stream.resource.subview %__constant_tensor_2x2xf32[%c0] : !stream.resource<constant>{%c64} -> !stream.resource<constant>{%c16}
    %1 = util.optimization_barrier %0 : !stream.resource<constant>
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%1 as %arg0: !stream.resource<constant>{%c16}, %result as %arg1: !stream.resource<external>{%c16}) {
      stream.cmd.copy %arg0[%c0], %arg1[%c0], %c16 : !stream.resource<constant>{%c16} -> !stream.resource<external>{%c16}
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c16}
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<2x2xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %4, %4, %4, %4, %4, %4 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}