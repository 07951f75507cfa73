module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  util.func public @null_values(%arg0: !vm.list<i32>) -> (i32, !vm.list<i32>) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @null_values(%input0: !vm.list<i32>) -> (%output0: i32, %output1: !vm.list<i32>)"}} {
    %c123_i32 = arith.constant 123 : i32
    util.return %c123_i32, %arg0 : i32, !vm.list<i32>
  }
}