module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  util.global private @__constant_tensor_2x4xi32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #util.composite<64xi8, [
    dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi32>,
    dense<0> : vector<32xi8>,
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
    util.global.store %5, @__constant_tensor_2x4xi32 : !stream.resource<constant>
    util.return
  }
  util.func public @no_output() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @no_output() -> ()"}} {
    util.return
  }
  util.func public @default() -> (i32, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @default() -> (%output0: i32, %output1: tensor<f32>, %output2: tensor<?x4xi32>)"}} {
    %c1082130432_i32 = arith.constant 1082130432 : i32
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c123_i32 = arith.constant 123 : i32
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %__constant_tensor_2x4xi32 = util.global.load immutable @__constant_tensor_2x4xi32 : !stream.resource<constant>
    %0 = util.optimization_barrier %c2 : index
    %1 = arith.muli %0, %c16 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%__constant_tensor_2x4xi32 as %arg0: !stream.resource<constant>{%c64}, %result as %arg1: !stream.resource<external>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg0[%c0], %arg1[%c64], %c32 : !stream.resource<constant>{%c64} -> !stream.resource<external>{%c128}
        stream.cmd.fill %c1082130432_i32, %arg1[%c0 for %c4] : i32 -> !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c128}
    %4 = stream.resource.subview %3[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c32}
    %5 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c4}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<?x4xi32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<f32> in !stream.resource<external>{%c4} -> !hal.buffer_view
    util.return %c123_i32, %7, %6 : i32, !hal.buffer_view, !hal.buffer_view
  }
  util.func public @numpy() -> (i32, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @numpy() -> (%output0: i32, %output1: tensor<f32>, %output2: tensor<?x4xi32>)"}} {
    %c1082130432_i32 = arith.constant 1082130432 : i32
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c123_i32 = arith.constant 123 : i32
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %__constant_tensor_2x4xi32 = util.global.load immutable @__constant_tensor_2x4xi32 : !stream.resource<constant>
    %0 = util.optimization_barrier %c2 : index
    %1 = arith.muli %0, %c16 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%__constant_tensor_2x4xi32 as %arg0: !stream.resource<constant>{%c64}, %result as %arg1: !stream.resource<external>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg0[%c0], %arg1[%c64], %c32 : !stream.resource<constant>{%c64} -> !stream.resource<external>{%c128}
        stream.cmd.fill %c1082130432_i32, %arg1[%c0 for %c4] : i32 -> !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c128}
    %4 = stream.resource.subview %3[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c32}
    %5 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c4}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<?x4xi32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<f32> in !stream.resource<external>{%c4} -> !hal.buffer_view
    util.return %c123_i32, %7, %6 : i32, !hal.buffer_view, !hal.buffer_view
  }
  util.func public @write_binary() -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @write_binary() -> (%output0: tensor<f32>, %output1: tensor<?x4xi32>)"}} {
    %c1082130432_i32 = arith.constant 1082130432 : i32
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %__constant_tensor_2x4xi32 = util.global.load immutable @__constant_tensor_2x4xi32 : !stream.resource<constant>
    %0 = util.optimization_barrier %c2 : index
    %1 = arith.muli %0, %c16 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%__constant_tensor_2x4xi32 as %arg0: !stream.resource<constant>{%c64}, %result as %arg1: !stream.resource<external>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.copy %arg0[%c0], %arg1[%c64], %c32 : !stream.resource<constant>{%c64} -> !stream.resource<external>{%c128}
        stream.cmd.fill %c1082130432_i32, %arg1[%c0 for %c4] : i32 -> !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c128}
    %4 = stream.resource.subview %3[%c64] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c32}
    %5 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c128} -> !stream.resource<external>{%c4}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<?x4xi32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<f32> in !stream.resource<external>{%c4} -> !hal.buffer_view
    util.return %7, %6 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @echo_binary(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @echo_binary(%input0: tensor<f32>, %input1: tensor<?x4xi32>) -> (%output0: tensor<f32>, %output1: tensor<?x4xi32>)"}} {
    util.return %arg0, %arg1 : !hal.buffer_view, !hal.buffer_view
  }
}