module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  util.func public @multi_input(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @multi_input(%input0: tensor<2xi32>, %input1: tensor<2xi32>) -> (%output0: tensor<2xi32>, %output1: tensor<2xi32>)"}} {
    util.return %arg0, %arg1 : !hal.buffer_view, !hal.buffer_view
  }
}