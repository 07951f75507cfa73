module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  util.global private @__parameter_a0_tensor_4xi64 : !stream.resource<constant>
  util.global private @__parameter_a1_tensor_4xi64 : !stream.resource<constant>
  util.global private @__parameter_b0_tensor_8xi64 : !stream.resource<constant>
  util.global private @__parameter_b1_tensor_8xi64 : !stream.resource<constant>
  util.initializer {
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %buffer_cst = util.buffer.constant : !util.buffer = "a0"
    %buffer_cst_0 = util.buffer.constant : !util.buffer = "a1"
    %buffer_cst_1 = util.buffer.constant : !util.buffer = "b0"
    %buffer_cst_2 = util.buffer.constant : !util.buffer = "b1"
    %results:4, %result_timepoint = stream.cmd.parameter.load on(#hal.device.affinity<@__device_0>) {
      %buffer_cst[%c0_i64] : !stream.resource<constant>{%c32},
      %buffer_cst_0[%c0_i64] : !stream.resource<constant>{%c32},
      %buffer_cst_1[%c0_i64] : !stream.resource<constant>{%c64},
      %buffer_cst_2[%c0_i64] : !stream.resource<constant>{%c64}
    } => !stream.timepoint
    %0:4 = stream.timepoint.await sync %result_timepoint => %results#0, %results#1, %results#2, %results#3 : !stream.resource<constant>{%c32}, !stream.resource<constant>{%c32}, !stream.resource<constant>{%c64}, !stream.resource<constant>{%c64}
    util.global.store %0#0, @__parameter_a0_tensor_4xi64 : !stream.resource<constant>
    util.global.store %0#1, @__parameter_a1_tensor_4xi64 : !stream.resource<constant>
    util.global.store %0#2, @__parameter_b0_tensor_8xi64 : !stream.resource<constant>
    util.global.store %0#3, @__parameter_b1_tensor_8xi64 : !stream.resource<constant>
    util.return
  }
  util.func public @echo() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @echo() -> (%output0: tensor<4xi64>, %output1: tensor<4xi64>, %output2: tensor<8xi64>, %output3: tensor<8xi64>)"}} {
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %__parameter_a0_tensor_4xi64 = util.global.load immutable @__parameter_a0_tensor_4xi64 : !stream.resource<constant>
    %__parameter_a1_tensor_4xi64 = util.global.load immutable @__parameter_a1_tensor_4xi64 : !stream.resource<constant>
    %__parameter_b0_tensor_8xi64 = util.global.load immutable @__parameter_b0_tensor_8xi64 : !stream.resource<constant>
    %__parameter_b1_tensor_8xi64 = util.global.load immutable @__parameter_b1_tensor_8xi64 : !stream.resource<constant>
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c256} => !stream.timepoint
    %0 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%__parameter_a0_tensor_4xi64 as %arg0: !stream.resource<constant>{%c32}, %__parameter_a1_tensor_4xi64 as %arg1: !stream.resource<constant>{%c32}, %__parameter_b0_tensor_8xi64 as %arg2: !stream.resource<constant>{%c64}, %__parameter_b1_tensor_8xi64 as %arg3: !stream.resource<constant>{%c64}, %result as %arg4: !stream.resource<external>{%c256}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg0[%c0], %arg4[%c0], %c32 : !stream.resource<constant>{%c32} -> !stream.resource<external>{%c256}
        stream.cmd.copy %arg1[%c0], %arg4[%c64], %c32 : !stream.resource<constant>{%c32} -> !stream.resource<external>{%c256}
        stream.cmd.copy %arg2[%c0], %arg4[%c128], %c64 : !stream.resource<constant>{%c64} -> !stream.resource<external>{%c256}
        stream.cmd.copy %arg3[%c0], %arg4[%c192], %c64 : !stream.resource<constant>{%c64} -> !stream.resource<external>{%c256}
      }
    } => !stream.timepoint
    %1 = stream.timepoint.await %0 => %result : !stream.resource<external>{%c256}
    %2 = stream.resource.subview %1[%c192] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c64}
    %3 = stream.resource.subview %1[%c0] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %4 = stream.resource.subview %1[%c64] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %5 = stream.resource.subview %1[%c128] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c64}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2 : tensor<8xi64> in !stream.resource<external>{%c64} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<4xi64> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<4xi64> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<8xi64> in !stream.resource<external>{%c64} -> !hal.buffer_view
    util.return %7, %8, %9, %6 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}