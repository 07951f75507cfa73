module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  util.func public @scalar(%arg0: i32) -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scalar(%input0: i32) -> (%output0: i32)"}} {
    util.return %arg0 : i32
  }
}